// The first screen loads only the shell's catalog (decision 058): that is sound only if no code
// the first screen runs shows a workflow string. Checked by dependency-cruiser (`npm run lint`,
// decision 078) from the entry: no module it reaches by static imports (`import type` included)
// is workflow code (WORKFLOW_SOURCES). Its dynamic imports are left out of this cruise: they are
// the chunks that load later, with the workflow's strings (web/src/app/workflow-strings.test.ts).
import type { IConfiguration } from "dependency-cruiser";
import { WORKFLOW_SOURCES } from "#lingui.config.ts";
import { options } from "./dependency-cruiser.config.ts";

/** A folder of WORKFLOW_SOURCES and what is under it, or one of its files. */
const WORKFLOW_CODE = WORKFLOW_SOURCES.map((path) => `^${path.replaceAll(".", "\\.")}(/|$)`);

const config: IConfiguration = {
  forbidden: [
    {
      name: "first-screen-to-workflow",
      comment: "The entry's static imports reach no workflow code (decision 058).",
      severity: "error",
      from: { path: "^web/src/main\\.tsx$" },
      to: { path: WORKFLOW_CODE, reachable: true },
    },
  ],
  options: { ...options, exclude: { dynamic: true } },
};

export default config;
