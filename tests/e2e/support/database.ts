// What the reference API stored, read straight from its local D1 database (the
// e2e server's state folder): for "recorded exactly once", which no screen shows.
import { execFileSync } from "node:child_process";
import { QUIET_ENV } from "../../../scripts/lib/processes.ts";
import { E2E_STATE_DIR } from "./urls.ts";

/** The number of rows of `table` matching `where` (bound to `values`, as D1 would). */
export function countRows(
  table: "associations" | "assessments" | "documents",
  where: string,
  value: string,
): number {
  const sql = `SELECT COUNT(*) AS n FROM ${table} WHERE ${where.replace("?", `'${value.replace(/'/g, "''")}'`)}`;
  const out = execFileSync(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "-c",
      "logistics-api/wrangler.jsonc",
      "--persist-to",
      E2E_STATE_DIR,
      "--json",
      "--command",
      sql,
    ],
    { encoding: "utf8", env: { ...process.env, ...QUIET_ENV } },
  );
  const [result] = JSON.parse(out) as { results: { n: number }[] }[];
  return result?.results[0]?.n ?? Number.NaN;
}
