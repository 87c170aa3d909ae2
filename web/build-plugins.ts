/// <reference path="./types/signals-react-transform.d.ts" />
// The client's build plugins, shared by vite.config.ts and vitest.config.ts so
// the app and its React tests compile the same way.
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import signalsTransform from "@preact/signals-react-transform";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import type { Plugin, PluginOption } from "vite";

export function webPlugins(): PluginOption[] {
  return [
    react(),
    babel({
      include: /[/\\]web[/\\]src[/\\].*\.[jt]sx?$/,
      presets: [linguiTransformerBabelPreset()],
      // Components read signals directly; the transform subscribes them.
      plugins: [signalsTransform],
    }),
    lingui(),
    clientLayout(),
  ];
}

/** The client's static files (manifest, icons) live in web/public. */
function clientLayout(): Plugin {
  return { name: "hitch:client-layout", config: () => ({ publicDir: "web/public" }) };
}
