import { describe, expect, it } from "vitest";
import {
  type DecisionRecord,
  decisionIndexProblems,
  indexProblems,
  readRecord,
  relationProblems,
  statusRelations,
  unusedNumbers,
} from "./decision-index.ts";

const record = (number: string, title: string, status = "accepted"): DecisionRecord => ({
  file: `${number}-${title.toLowerCase().replaceAll(" ", "-")}.md`,
  number,
  title,
  status,
});
const row = (r: DecisionRecord, status = "accepted") =>
  `| [${r.number}](${r.file}) | ${r.title} | ${status} |`;
const index = (rows: string[], unused: string) =>
  [
    "# Decision records",
    "",
    "| No. | Title | Status |",
    "| --- | --- | --- |",
    ...rows,
    "",
    "## Numbers never used",
    "",
    unused,
    "",
  ].join("\n");

const one = record("001", "One repo");
const three = record("003", "Three", "accepted; amended by 004");

describe("a decision record's first lines", () => {
  it("reads the number from the file's name, the title and the status", () => {
    expect(
      readRecord("003-three.md", "# 003 · Three\n\nDate: 2026-11-21 · Status: accepted; amended by 004\n"),
    ).toEqual(three);
  });

  it("says what is missing", () => {
    expect(readRecord("three.md", "# 003 · Three")).toBe(
      "three.md: a record's file is named NNN-words-in-lower-case.md",
    );
    expect(readRecord("003-three.md", "# 004 · Three\nDate: 2026-11-21 · Status: accepted")).toBe(
      '003-three.md:1: the first line is "# 003 · Title"',
    );
    expect(readRecord("003-three.md", "# 003 · Three\nStatus: accepted")).toBe(
      '003-three.md: no "Date: YYYY-MM-DD · Status: …" line',
    );
  });
});

describe("the index held to the records", () => {
  it("passes when every record has its line, and every gap is listed as never used", () => {
    expect(
      indexProblems([one, three], index([row(one), row(three, "accepted; amended by 004")], "002.")),
    ).toEqual([]);
    expect(unusedNumbers(index([], "008, 009, 015."))).toEqual(["008", "009", "015"]);
  });

  it("names a record with no line, and gives the line to add", () => {
    expect(indexProblems([one, three], index([row(one)], "002."))).toEqual([
      "docs/decisions/README.md: 003-three.md has no line in the index: | [003](003-three.md) | Three | accepted; amended by 004 |",
    ]);
  });

  it("names a line with no record, a wrong title or status, and lines out of order", () => {
    const ghost = "| [002](002-ghost.md) | Ghost | accepted |";
    expect(
      indexProblems(
        [one, three],
        index(
          [row(three, "superseded by 004"), ghost, "| [001](001-one-repo.md) | One repository | accepted |"],
          "",
        ),
      ),
    ).toEqual([
      'docs/decisions/README.md:5: the status of 003 is "accepted; amended by 004" in the record',
      "docs/decisions/README.md:6: 002-ghost.md is not a record in docs/decisions",
      'docs/decisions/README.md:7: the title of 001 is "One repo"',
      "docs/decisions/README.md: the index is not in number order",
      'docs/decisions/README.md: 002 has no record and is not listed under "Numbers never used"',
    ]);
  });

  it("names a number listed as never used that has a record, and two records sharing a number", () => {
    const twin = record("001", "Twin");
    expect(indexProblems([one, twin], index([row(one), row(twin)], "001."))).toEqual([
      "docs/decisions: 001-one-repo.md and 001-twin.md share the number 001",
      "docs/decisions/README.md: 001 is listed as never used, but 001-one-repo.md, 001-twin.md is a record",
    ]);
  });
});

describe("the index's status is the record's, whole", () => {
  it("names a line whose status says less than the record's, though its first word agrees", () => {
    expect(indexProblems([one, three], index([row(one), row(three, "accepted")], "002."))).toEqual([
      'docs/decisions/README.md:6: the status of 003 is "accepted; amended by 004" in the record',
    ]);
  });
});

describe("a status's relations to other records", () => {
  it("reads each relation and each number, and passes over dated changes", () => {
    expect(statusRelations("accepted; revised 2026-11-23; amends 041, 053; extended by 107")).toEqual([
      { relation: "amends", number: "041" },
      { relation: "amends", number: "053" },
      { relation: "extended by", number: "107" },
    ]);
  });

  it("says what it cannot read", () => {
    expect(statusRelations("accepted · Amended by 046 (a guard per session)")).toBe(
      'the status starts with one word ("accepted"), not "accepted · Amended by 046 (a guard per session)"',
    );
    expect(statusRelations("accepted; amended by 046 (a guard per session)")).toMatch(
      /^"amended by 046 \(a guard per session\)" is neither a dated change/,
    );
  });

  it("names a relation the other record does not state back, and one that names no record", () => {
    const amends = record("004", "Four", "accepted; amends 003, 009; builds on 001");
    expect(relationProblems([one, record("003", "Three"), amends])).toEqual([
      'docs/decisions/003-three.md: its status does not say "amended by 004" (004 amends 003)',
      "docs/decisions/004-four.md: amends 009, which is not a record",
    ]);
    expect(relationProblems([one, three, record("004", "Four", "accepted; amends 003")])).toEqual([]);
  });
});

describe("the repository's decisions", () => {
  it("are all in the index, each line with its record", () => {
    expect(decisionIndexProblems()).toEqual([]);
  });
});
