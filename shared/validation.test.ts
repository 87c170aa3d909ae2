import { describe, expect, it } from "vitest";
import {
  formatPhoneNumber,
  MobileNumberSchema,
  OrderNumberSchema,
  VerificationCodeSchema,
} from "./validation.ts";

describe("formatPhoneNumber", () => {
  it.each([
    ["", ""],
    ["5", "(5"],
    ["555", "(555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234567", "(555) 123-4567"],
    ["(555) 123-45678999", "(555) 123-4567"],
    ["abc555def1234567", "(555) 123-4567"],
  ])("formats %j as %j", (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });
});

describe("field schemas", () => {
  it("strips a formatted phone number to its digits", () => {
    expect(MobileNumberSchema.parse("(555) 123-4567")).toBe("5551234567");
  });
  it("refuses letters in a phone number rather than stripping them", () => {
    const r = MobileNumberSchema.safeParse("555abc0100001");
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(["invalidPhoneNumber"]);
  });
  it("rejects a phone number that is not ten digits", () => {
    expect(MobileNumberSchema.safeParse("555-12a").success).toBe(false);
  });
  it("rejects an order number of 40 characters with maxLength", () => {
    const r = OrderNumberSchema.safeParse("1".repeat(40));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("maxLength");
  });
  it("upper-cases an order number", () => {
    expect(OrderNumberSchema.parse(" ab123 ")).toBe("AB123");
  });
  it("rejects a 5-digit code", () => {
    expect(VerificationCodeSchema.safeParse("12345").success).toBe(false);
  });
});
