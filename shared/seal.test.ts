// The seal's words on the record (decision 123): written in English, and read back for the driver's copy.
import { describe, expect, it } from "vitest";
import { AssessmentItemSchema } from "./assessment-item.ts";
import {
  isSealItem,
  readSealComment,
  SEAL_NUMBER_MAX_LENGTH,
  SealNumberSchema,
  type SealRecord,
  sealComment,
  sealItem,
} from "./seal.ts";

const number = (n: string) => ({ kind: "number", number: n }) as const;
const none = { kind: "none" } as const;

describe("a seal number as typed", () => {
  it("is trimmed, its spaces and dashes left out, in capitals", () => {
    expect(SealNumberSchema.parse("  12 34-56 ")).toBe("123456");
    expect(SealNumberSchema.parse("ab123")).toBe("AB123");
  });

  it("is refused empty, too long or with other characters", () => {
    const issue = (typed: string) => SealNumberSchema.safeParse(typed).error?.issues[0]?.message;
    expect(issue("   ")).toBe("required");
    expect(issue("1".repeat(SEAL_NUMBER_MAX_LENGTH + 1))).toBe("maxLength");
    expect(issue("1234#5")).toBe("validation");
  });
});

describe("the seal's comment", () => {
  const cases: [SealRecord, string][] = [
    [{ seal: number("123456") }, "Seal 123456"],
    [{ seal: none }, "No seal"],
    [{ seal: number("123456"), pickup: number("123456") }, "Seal 123456, matches pickup"],
    [{ seal: number("654321"), pickup: number("123456") }, "Seal 654321, pickup recorded 123456"],
    [{ seal: none, pickup: number("123456") }, "No seal, pickup recorded 123456"],
    [{ seal: number("123456"), pickup: none }, "Seal 123456, pickup recorded no seal"],
    [{ seal: none, pickup: none }, "No seal, matches pickup"],
  ];

  it.each(cases)("says %j as %s, and reads back the same", (record, words) => {
    expect(sealComment(record)).toBe(words);
    expect(readSealComment(words)).toEqual(record);
  });

  it("goes as an Other item with no place, which a driver's defect never is", () => {
    const item = sealItem({ seal: number("123456") });
    expect(AssessmentItemSchema.parse(item)).toEqual({ type: "other", comment: "Seal 123456" });
    expect(isSealItem(item)).toBe(true);
    expect(isSealItem({ type: "other", subType: "other", comment: "Seal 123456" })).toBe(false);
    expect(isSealItem({ type: "other", comment: "Seal broken on the left door" })).toBe(false);
  });
});
