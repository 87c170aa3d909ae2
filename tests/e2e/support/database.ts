// What the reference API stored, read straight from its local D1 database (the
// e2e server's state folder): for "recorded exactly once", which no screen shows.
// Also where the reference API's feature flags live (its feature_flags table).
import { execFileSync } from "node:child_process";
import { QUIET_ENV } from "#scripts/lib/processes.ts";
import { E2E_STATE_DIR } from "./urls.ts";

/** `sql` with each `?` replaced by the next of `values` as a quoted string literal. */
function bind(sql: string, values: readonly string[]): string {
  let next = 0;
  return sql.replace(/\?/g, () => {
    const value = values[next++];
    if (value === undefined) throw new Error(`Too few values for: ${sql}`);
    return `'${value.replace(/'/g, "''")}'`;
  });
}

/** Runs one statement against the e2e server's D1 through wrangler, returning its rows. */
export function query<Row>(sql: string, ...values: string[]): Row[] {
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
      bind(sql, values),
    ],
    { encoding: "utf8", env: { ...process.env, ...QUIET_ENV } },
  );
  const [result] = JSON.parse(out) as { results: Row[] }[];
  return result?.results ?? [];
}

/** The number of rows of `table` matching `where` (bound to `values`, as D1 would). */
export function countRows(
  table: "associations" | "assessments" | "documents" | "red_tags",
  where: string,
  ...values: string[]
): number {
  const [row] = query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, ...values);
  return row?.n ?? Number.NaN;
}

/** Turns one of the app's feature flags (product hitchApp) on or off in the reference API. */
export function setFeatureFlag(name: "trailerPhotosWorkflowEnabled", enabled: boolean): void {
  query(
    `INSERT INTO feature_flags (product, name, enabled) VALUES ('hitchApp', ?, ${enabled ? 1 : 0})
     ON CONFLICT (product, name) DO UPDATE SET enabled = excluded.enabled`,
    name,
  );
}
