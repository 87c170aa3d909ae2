import { describe, expect, it } from "vitest";
import {
  formatPhoneNumber,
  MobileNumberSchema,
  OrderNumberSchema,
  TrailerNumberSchema,
  TypedTrailerNumberSchema,
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
    ["abc555def1234567", "(555) 123-4567"],
    // Pasted with the country code, dashes or dots (docs/product.md §5: (XXX) XXX-XXXX).
    ["+1 555 010 0001", "(555) 010-0001"],
    ["1-555-010-0001", "(555) 010-0001"],
    ["555.010.0001", "(555) 010-0001"],
    ["+1 (555) 010-0001", "(555) 010-0001"],
    // Too many digits are kept as they are, never cut to ten: the field says the number is too long.
    ["(555) 123-45678999", "55512345678999"],
    ["25550100001", "25550100001"],
    ["+52 1 555 010 0001", "5215550100001"],
  ])("formats %j as %j", (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });
});

describe("field schemas", () => {
  it("strips a formatted phone number to its digits", () => {
    expect(MobileNumberSchema.parse("(555) 123-4567")).toBe("5551234567");
  });
  it("leaves out the country code 1 in front of ten digits", () => {
    expect(MobileNumberSchema.parse("+1 555 010 0001")).toBe("5550100001");
    expect(MobileNumberSchema.parse("1-555-010-0001")).toBe("5550100001");
  });
  it.each(["555010000", "55501000012", "25550100001", "+52 1 555 010 0001"])(
    "refuses %j: not ten digits, and never cut to ten",
    (input) => {
      const r = MobileNumberSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual(["invalidPhoneNumber"]);
    },
  );
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
  it.each([
    ["400101", "400101"],
    ["SWFZ400101", "400101"],
    ["swfz-400101", "400101"],
    [" SWFZ 400 101 ", "400101"],
    ["400-101", "400101"],
    ["ab12", "AB12"],
  ])(
    "reads the trailer number typed as %j as %j (the SWFZ prefix, spaces and dashes left out)",
    (typed, number) => {
      expect(TypedTrailerNumberSchema.parse(typed)).toBe(number);
    },
  );
  it("takes a number between systems as letters and digits only: nothing typed is left out", () => {
    expect(TrailerNumberSchema.parse("ab12")).toBe("AB12");
    expect(TrailerNumberSchema.safeParse("SWFZ 400-101").error?.issues[0]?.message).toBe("validation");
  });
  it.each([
    ["", "required"],
    ["SWFZ", "required"],
    ["4".repeat(16), "maxLength"],
    ["400_101", "validation"],
  ])("refuses the trailer number %j with %j", (typed, message) => {
    expect(TypedTrailerNumberSchema.safeParse(typed).error?.issues[0]?.message).toBe(message);
  });
});
