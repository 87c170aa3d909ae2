import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next.ts";

describe("where sign-in continues to", () => {
  it("continues after sign-in only to a scanned trailer's page", () => {
    expect(safeNext("/trailers/HQR-400101")).toBe("/trailers/HQR-400101");
    expect(safeNext("/trailers/scan")).toBeUndefined();
    expect(safeNext("//evil.example/trailers/x")).toBeUndefined();
  });
});
