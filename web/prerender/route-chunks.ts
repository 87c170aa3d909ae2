// The route-to-chunks manifest (shared/route-chunks.ts) from the client's
// bundle: each lazy screen's path patterns with the files its module needs
// beyond the shell (module-graph.ts), and the workflow catalog's for a screen
// that loads with the workflow's strings (decision 058); and each language's
// catalogs, for a page that shows another language beside its own (decision 142).
import type { Rolldown } from "vite";
import { LOCALES } from "#shared/languages.ts";
import type { RouteChunkManifest } from "#shared/route-chunks.ts";
import { neededFiles } from "./module-graph.ts";
import type { RouteModule } from "./route-modules.ts";

/** The workflow screens' catalog in a language (decision 058). */
export const workflowCatalogModule = (locale: string) => `locales/${locale}/workflow.po`;
/** The app's catalog in a language, which the page loads before its first render. */
export const appCatalogModule = (locale: string) => `locales/${locale}/messages.po`;

export function routeChunkManifest(
  routes: RouteModule[],
  bundle: Rolldown.OutputBundle,
  shell: string,
): RouteChunkManifest {
  return {
    routes: routes.map(({ path, module, workflow }) => ({
      path,
      ...neededFiles([module], bundle, shell),
      catalogs: workflow
        ? Object.fromEntries(
            LOCALES.map((locale) => [
              locale,
              neededFiles([workflowCatalogModule(locale)], bundle, shell).scripts,
            ]),
          )
        : {},
    })),
    catalogs: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        neededFiles([appCatalogModule(locale), workflowCatalogModule(locale)], bundle, shell).scripts,
      ]),
    ),
  };
}
