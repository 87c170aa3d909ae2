import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { boundaryProblems } from "./check-boundaries.ts";

const file = (path: string) => resolve("web/src", path);

describe("client layer boundaries", () => {
  it("refuses a feature importing another feature, or app/", () => {
    const source = `import { x } from "../../scan/components/qr-scanner.tsx";\nimport { paths } from "../../../app/routes.tsx";`;
    expect(boundaryProblems(file("features/auth/components/login-page.tsx"), source)).toEqual([
      expect.stringContaining("a feature imports another feature"),
      expect.stringContaining("a feature imports app/"),
    ]);
  });

  it("reads the package's #aliases as the paths they stand for", () => {
    const source = `import { x } from "#web/features/scan/components/qr-scanner.tsx";\nimport { L } from "#shared/logistics/loads.ts";`;
    expect(boundaryProblems(file("features/auth/components/login-page.tsx"), source)).toEqual([
      expect.stringContaining("a feature imports another feature"),
      expect.stringContaining("never the logistics API's"),
    ]);
  });

  it("refuses a dynamic import across features too", () => {
    const source = `const Page = lazy(() => import("../../finder/finder-page.tsx"));`;
    expect(boundaryProblems(file("features/auth/components/x.tsx"), source)).toHaveLength(1);
  });

  it("refuses a shared layer importing a feature or app/", () => {
    expect(boundaryProblems(file("lib/x.ts"), `import "../features/auth/api/sign-out.ts";`)).toHaveLength(1);
    expect(boundaryProblems(file("stores/x.ts"), `import { a } from "../app/app.tsx";`)).toHaveLength(1);
  });

  it("lets a feature use its own files, the shared layers and shared/", () => {
    const source = [
      `import { a } from "./own.ts";`,
      `import { b } from "../api/own.ts";`,
      `import { c } from "../../../lib/api-client.ts";`,
      `import { d } from "../../../config/paths.ts";`,
      `import { e } from "../../../../../shared/validation.ts";`,
      `import { Trans } from "@lingui/react/macro";`,
    ].join("\n");
    expect(boundaryProblems(file("features/auth/components/x.tsx"), source)).toEqual([]);
  });

  it("lets app/ compose features, and a feature's tests render the app", () => {
    expect(boundaryProblems(file("app/routes.tsx"), `import "../features/auth/x.tsx";`)).toEqual([]);
    const test = `import { renderApp } from "../../../test/render-app.tsx";\nimport { s } from "../../../app/app-start.ts";`;
    expect(boundaryProblems(file("features/auth/components/x.test.tsx"), test)).toEqual([]);
  });

  it("refuses browser code importing a logistics API shape, and lets it use the vocabulary", () => {
    const shapes = [
      `import { LoadSchema } from "../../../shared/logistics/loads.ts";`,
      `import type { GetByQrIdResponseSchema } from "../../../shared/logistics/trailers.ts";`,
    ].join("\n");
    expect(boundaryProblems(file("stores/x.ts"), shapes)).toEqual([
      expect.stringContaining("never the logistics API's"),
      expect.stringContaining("never the logistics API's"),
    ]);
    const vocabulary = [
      `import { COMPANIES } from "../../../shared/logistics/enums.ts";`,
      `import { ReasonCode } from "../../../shared/logistics/reason-codes.ts";`,
      `import { LaunchStateSchema } from "../../../shared/api/launch-state.ts";`,
    ].join("\n");
    expect(boundaryProblems(file("stores/x.ts"), vocabulary)).toEqual([]);
  });

  it("lets the React tests' fake of the far edge seed the logistics mock with its shapes", () => {
    const source = `import { TrailerSchema } from "../../../shared/logistics/trailers.ts";`;
    expect(boundaryProblems(file("test/fake-api.ts"), source)).toEqual([]);
  });
});
