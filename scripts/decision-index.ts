// The decision records' index (docs/decisions/README.md, decisions 082 and 111) held to the
// records themselves: every record has its line and every line its record, with the record's own
// title and whole status, in number order; every record opens with "# NNN · Title" and
// "Date: … · Status: …"; every number below the highest is a record or is listed under "Numbers
// never used". A status reads "accepted; amends 041, 053; amended by 107": each clause after the
// first word a dated change ("revised 2026-11-23") or a relation to other records, and each
// relation is stated on both records (041 says "amended by 102" when 102 says "amends 041").
// Read from the folder as it is, so a record added later fails the test until its line is written.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const DECISIONS_DIR = "docs/decisions";
const INDEX_FILE = "README.md";

export type DecisionRecord = { file: string; number: string; title: string; status: string };
type IndexRow = { line: number; number: string; file: string; title: string; status: string };

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

/** A record's number, title and status, or what is wrong with its first lines. */
export function readRecord(file: string, text: string): DecisionRecord | string {
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) return `${file}: a record's file is named NNN-words-in-lower-case.md`;
  const lines = text.split("\n");
  const title = new RegExp(`^# ${number} · (.+)$`).exec(lines[0] ?? "")?.[1];
  if (!title) return `${file}:1: the first line is "# ${number} · Title"`;
  const statusLine = lines.findIndex((line) => /^Date: \d{4}-\d{2}-\d{2} · Status: \S/.test(line));
  if (statusLine === -1) return `${file}: no "Date: YYYY-MM-DD · Status: …" line`;
  const status = (lines[statusLine] ?? "").replace(/^.* · Status: /, "");
  return { file, number, title: title.trim(), status };
}

/** What a record says of others in its status, and what each other record must then say of it. */
const RELATIONS = {
  amends: "amended by",
  "amended by": "amends",
  extends: "extended by",
  "extended by": "extends",
  "supersedes part of": "superseded in part by",
  "superseded in part by": "supersedes part of",
  "builds on": undefined,
} as const;
type Relation = keyof typeof RELATIONS;
const RELATION_CLAUSE = new RegExp(`^(${Object.keys(RELATIONS).join("|")}) (\\d{3}(?:, \\d{3})*)$`);
const DATED_CLAUSE = /^(amended|revised) \d{4}-\d{2}-\d{2}$/;

/** A status's relations to other records ("amends 041, 053" → amends 041, amends 053), or what it cannot read. */
export function statusRelations(status: string): { relation: Relation; number: string }[] | string {
  const [word = "", ...clauses] = status.split("; ");
  if (!/^[a-z]+$/.test(word)) return `the status starts with one word ("accepted"), not "${word}"`;
  const relations: { relation: Relation; number: string }[] = [];
  for (const clause of clauses) {
    if (DATED_CLAUSE.test(clause)) continue;
    const match = RELATION_CLAUSE.exec(clause);
    if (!match) {
      return `"${clause}" is neither a dated change ("revised YYYY-MM-DD") nor a relation (${Object.keys(RELATIONS).join(", ")} NNN, NNN)`;
    }
    for (const number of (match[2] ?? "").split(", ")) {
      relations.push({ relation: match[1] as Relation, number });
    }
  }
  return relations;
}

/** Each relation a record states that the record it names does not state back, or that names no record. */
export function relationProblems(records: readonly DecisionRecord[]): string[] {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const stated = new Map<string, { relation: Relation; number: string }[]>();
  const problems: string[] = [];
  for (const record of records) {
    const relations = statusRelations(record.status);
    if (typeof relations === "string") problems.push(`${DECISIONS_DIR}/${record.file}: ${relations}`);
    else stated.set(record.number, relations);
  }
  for (const [number, relations] of stated) {
    const record = byNumber.get(number)!;
    for (const { relation, number: other } of relations) {
      const target = byNumber.get(other);
      if (!target) {
        problems.push(`${DECISIONS_DIR}/${record.file}: ${relation} ${other}, which is not a record`);
        continue;
      }
      const back = RELATIONS[relation];
      if (back && !stated.get(other)?.some((r) => r.relation === back && r.number === number)) {
        problems.push(
          `${DECISIONS_DIR}/${target.file}: its status does not say "${back} ${number}" (${number} ${relation} ${other})`,
        );
      }
    }
  }
  return problems;
}

/** The index's table rows: `| [NNN](NNN-….md) | Title | Status |`. */
function indexRows(index: string): IndexRow[] {
  return index.split("\n").flatMap((text, at) => {
    const row = /^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (.+?) \|$/.exec(text);
    if (!row) return [];
    const [, number = "", file = "", title = "", status = ""] = row;
    return [{ line: at + 1, number, file, title: title.trim(), status: status.trim() }];
  });
}

/** The numbers listed under "## Numbers never used" (up to the next heading). */
export function unusedNumbers(index: string): string[] {
  const section = /^## Numbers never used\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(index)?.[1] ?? "";
  return [...section.matchAll(/\b\d{3}\b/g)].map((match) => match[0]);
}

/** Everything that keeps the index from matching the records, as "file:line: what". */
export function indexProblems(records: readonly DecisionRecord[], index: string): string[] {
  const where = `${DECISIONS_DIR}/${INDEX_FILE}`;
  const problems: string[] = [];
  const rows = indexRows(index);
  const byFile = new Map(records.map((record) => [record.file, record]));
  const numbers = new Map<string, string[]>();
  for (const record of records)
    numbers.set(record.number, [...(numbers.get(record.number) ?? []), record.file]);
  for (const [number, files] of numbers) {
    if (files.length > 1)
      problems.push(`${DECISIONS_DIR}: ${files.join(" and ")} share the number ${number}`);
  }

  for (const row of rows) {
    const record = byFile.get(row.file);
    const at = `${where}:${row.line}`;
    if (!record) {
      problems.push(`${at}: ${row.file} is not a record in ${DECISIONS_DIR}`);
      continue;
    }
    if (row.number !== record.number) problems.push(`${at}: ${row.file} is listed as ${row.number}`);
    if (row.title !== record.title)
      problems.push(`${at}: the title of ${record.number} is "${record.title}"`);
    if (row.status !== record.status)
      problems.push(`${at}: the status of ${record.number} is "${record.status}" in the record`);
  }
  const listed = new Set(rows.map((row) => row.file));
  for (const record of records) {
    if (!listed.has(record.file)) {
      problems.push(
        `${where}: ${record.file} has no line in the index: | [${record.number}](${record.file}) | ${record.title} | ${record.status} |`,
      );
    }
  }
  const order = rows.map((row) => row.number);
  if (order.join() !== [...order].sort().join()) problems.push(`${where}: the index is not in number order`);

  const unused = unusedNumbers(index);
  const taken = new Set(records.map((record) => record.number));
  for (const number of unused) {
    if (taken.has(number)) {
      problems.push(
        `${where}: ${number} is listed as never used, but ${numbers.get(number)?.join(", ")} is a record`,
      );
    }
  }
  const highest = Math.max(0, ...records.map((record) => Number(record.number)));
  for (let n = 1; n < highest; n++) {
    const number = String(n).padStart(3, "0");
    if (!taken.has(number) && !unused.includes(number)) {
      problems.push(`${where}: ${number} has no record and is not listed under "Numbers never used"`);
    }
  }
  return problems;
}

/** The records and the index of the repository's decisions folder, checked. */
export function decisionIndexProblems(root = "."): string[] {
  const dir = join(root, DECISIONS_DIR);
  const names = readdirSync(dir).filter((name) => name.endsWith(".md") && name !== INDEX_FILE);
  const read = names.map((name) => readRecord(name, readFileSync(join(dir, name), "utf8")));
  const records = read.filter((record): record is DecisionRecord => typeof record !== "string");
  const malformed = read
    .filter((record): record is string => typeof record === "string")
    .map((problem) => `${DECISIONS_DIR}/${problem}`);
  return [
    ...malformed,
    ...indexProblems(records, readFileSync(join(dir, INDEX_FILE), "utf8")),
    ...relationProblems(records),
  ];
}
