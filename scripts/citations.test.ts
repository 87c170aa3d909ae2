import { describe, expect, it } from "vitest";
import {
  citationProblems,
  citingLines,
  fileProblems,
  issueCitations,
  pathMentions,
  productSections,
  type Repo,
  repoOf,
  resolvePath,
  sectionCitations,
} from "./citations.ts";

const repo: Repo = repoOf(
  [
    "docs/product.md",
    "docs/decisions/014-association-writes-guarded-by-versions.md",
    "package.json",
    "shared/validation.ts",
    "tests/mocks/logistics-api.ts",
    "web/src/lib/outbox/outbox.ts",
    "web/src/features/identify/trailer-number-input.ts",
    "worker/app.ts",
  ],
  JSON.stringify({
    imports: { "#shared/*": "./shared/*", "#web/*": "./web/src/*" },
    dependencies: { zod: "4", "@jsquash/jpeg": "1" },
    devDependencies: { "zxing-wasm": "3" },
  }),
);
const paths = (text: string) => pathMentions(text, repo);

describe("citations of docs/product.md's sections", () => {
  it("reads the sections from the file's own numbered headings", () => {
    expect([
      ...productSections("# Title\n## 1. What\ntext §9\n## 2. Screens\n### 2.1 not a section\n## 9. Limits"),
    ]).toEqual([1, 2, 9]);
  });

  it("reads every section a citation lists", () => {
    expect(
      sectionCitations(
        "Sign-in (docs/product.md §1, §4). See docs/product.md §3 and §7; docs/product.md §8.",
      ),
    ).toEqual([1, 4, 3, 7, 8]);
    expect(sectionCitations("RFC 9110 §7.6.1 and a bare §8 are not citations of the file")).toEqual([]);
  });

  it("names the file and line of a section that does not exist, and of an old 'spec §N'", () => {
    const problems = fileProblems(
      "worker/app.ts",
      "const a = 1;\n// docs/product.md §4 and §12\n// as spec §8 says\n",
      repo,
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
    expect(problems.map(({ file, line, message }) => `${file}:${line}: ${message}`)).toEqual([
      "worker/app.ts:2: cites docs/product.md §12, which has no such section",
      'worker/app.ts:3: cites "spec §N", a document not in the repo: cite docs/product.md §N',
    ]);
  });
});

describe("issue numbers", () => {
  // Built from parts, so this file cites no issue itself.
  const issue = (words: string) => words.replaceAll("TRACKER", "issue");

  it("names each line, in code, a test's name or prose, that cites a tracker's issue number", () => {
    const text = [
      "const a = 1; // fine (decision 082)",
      issue('it("refuses a stranger (TRACKER 17)", () => {});'),
      issue("// TRACKERs 10 and 17, and TRACKER #8"),
      issue("TRACKER 19 aims at 120 KB.").replace("issue", "Issue"),
    ].join("\n");
    expect(issueCitations("worker/app.test.ts", text).map(({ file, line }) => `${file}:${line}`)).toEqual([
      "worker/app.test.ts:2",
      "worker/app.test.ts:3",
      "worker/app.test.ts:4",
    ]);
    expect(issueCitations("README.md", issue("TRACKER 3")).at(0)?.message).toMatch(
      /^cites an issue number, from a tracker not in the repo: cite the decision/,
    );
  });

  it("leaves the word alone without a number, and binary files alone", () => {
    expect(
      issueCitations("docs/product.md", "Report issue; an issue with the sticker; issues: none"),
    ).toEqual([]);
    expect(issueCitations("web/public/icon.png", issue("\0ISSUE 3"))).toEqual([]);
  });
});

describe("what counts as a repo path", () => {
  it("takes paths with a file extension, from a top-level folder, relative or through an alias", () => {
    expect(
      paths(
        "(`worker/app.ts`), lib/outbox/outbox.ts: tests/mocks/ and ./outbox.ts, ../x/y.ts, #shared/validation.ts, trailer-number-input.ts.",
      ),
    ).toEqual([
      "worker/app.ts",
      "lib/outbox/outbox.ts",
      "tests/mocks/",
      "./outbox.ts",
      "../x/y.ts",
      "#shared/validation.ts",
      "trailer-number-input.ts",
    ]);
  });

  it("leaves out URLs, routes, templates, packages' files, module queries and words with a slash", () => {
    expect(
      paths(
        "https://maps.apple.com/x.html /api/documents /sw.js `/trailers/{qrId}` locales/{en-US,es}/messages.po " +
          "assessments/<id>/<side>.jpg zod/mini @jsquash/jpeg/encode.js zxing-wasm/reader/zxing_reader.wasm?url " +
          "read/write 400 kbit/s attach/detach ~/hitch.secrets web/src/**/*.ts",
      ),
    ).toEqual([]);
  });

  it("leaves out history: a path after 'was' or before '(now …)' or '(since removed)'", () => {
    expect(
      paths(
        "installs them (was `ensure-chromium.ts`); `app/paths.ts` (now `config/paths.ts`); `lib/old.ts` (since removed) read it",
      ),
    ).toEqual(["config/paths.ts"]);
  });

  it("keeps a line number, a Markdown link's heading or the sentence's punctuation out of the path", () => {
    expect(
      paths("see worker/app.ts:12, [its data](docs/product.md#demo-data) and shared/validation.ts."),
    ).toEqual(["worker/app.ts", "docs/product.md", "shared/validation.ts"]);
  });
});

describe("resolving a path", () => {
  it("from the root, from the citing file's folder, as the end of a real path, or through an alias", () => {
    expect(resolvePath("worker/app.ts", "README.md", repo)).toBe(true);
    expect(resolvePath("outbox.ts", "web/src/lib/outbox/outbox.test.ts", repo)).toBe(true);
    expect(resolvePath("./outbox.ts", "web/src/lib/outbox/x.ts", repo)).toBe(true);
    expect(resolvePath("lib/outbox/outbox.ts", "docs/decisions/041-one-outbox.md", repo)).toBe(true);
    expect(
      resolvePath("014-association-writes-guarded-by-versions.md", "docs/decisions/010-x.md", repo),
    ).toBe(true);
    expect(resolvePath("#web/lib/outbox/outbox.ts", "worker/app.ts", repo)).toBe(true);
    expect(resolvePath("tests/mocks/", "README.md", repo)).toBe(true);
  });

  it("refuses a path that is not there, however it is written", () => {
    expect(resolvePath("worker/test/logistics-contract-mock.ts", "shared/logistics/contract.ts", repo)).toBe(
      false,
    );
    expect(resolvePath("keep-copies.ts", "web/src/features/drivers-copy/copy-from-outbox.ts", repo)).toBe(
      false,
    );
    expect(resolvePath("./outbox.ts", "worker/app.ts", repo)).toBe(false);
    expect(resolvePath("#shared/outbox.ts", "worker/app.ts", repo)).toBe(false);
    // The end of a real path, never the middle of a name.
    expect(resolvePath("box/outbox.ts", "README.md", repo)).toBe(false);
  });
});

describe("where citations are read", () => {
  it("reads a script's comments only, never its strings or code, with their lines", () => {
    const source = [
      'import { x } from "#scripts/a/b.ts";',
      "// one: worker/app.ts",
      'const url = "not/a-comment.ts"; /* two',
      "   three */",
      "const view = <p>It's a 'quote' // not a comment</p>;",
    ].join("\n");
    expect(citingLines("web/src/x.tsx", source)).toEqual([
      { line: 2, text: " one: worker/app.ts" },
      { line: 3, text: " two" },
      { line: 4, text: "   three " },
    ]);
  });

  it("reads JSONC, CSS and SQL comments, and Markdown whole", () => {
    expect(citingLines("wrangler.jsonc", '{\n  // the API\n  "a": "b/c.ts"\n}')).toEqual([
      { line: 2, text: " the API" },
    ]);
    expect(citingLines("web/src/styles.css", "a {}\n/* x.css */")).toEqual([{ line: 2, text: " x.css " }]);
    expect(citingLines("logistics-api/migrations/0001.sql", "SELECT 1; -- y.sql")).toEqual([
      { line: 1, text: " y.sql" },
    ]);
    expect(citingLines("docs/product.md", "a\nb")).toEqual([
      { line: 1, text: "a" },
      { line: 2, text: "b" },
    ]);
  });

  it("skips a generated file: its comments, or a Markdown page a run writes with a build's file names", () => {
    expect(
      citingLines("worker/worker-configuration.d.ts", "// Generated by Wrangler\n// gone/file.ts\n"),
    ).toEqual([]);
    expect(
      citingLines(
        "docs/bench.md",
        "# Bench figures\n\nGenerated by `npm run bench`\nassets/index-Cl5Tt4Bf.js\n",
      ),
    ).toEqual([]);
  });
});

describe("the repository", () => {
  it("cites only sections docs/product.md has, and names only paths that exist", { timeout: 60_000 }, () => {
    expect(citationProblems()).toEqual([]);
  });
});
