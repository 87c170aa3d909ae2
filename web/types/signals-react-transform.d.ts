// The package ships no types; it is a Babel plugin.
declare module "@preact/signals-react-transform" {
  import type { PluginObj } from "@babel/core";

  const plugin: (api: object, options?: { mode?: "auto" | "manual" | "all" }) => PluginObj;
  export default plugin;
}
