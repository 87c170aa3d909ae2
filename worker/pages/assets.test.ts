import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { call, getRequest, jsonRequest, signIn } from "#worker/test/helpers.ts";

async function expectJsonNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(ApiErrorSchema.parse(await res.json()).kind).toBe("notFound");
}

describe("the built client's pages and files", () => {
  it("are read, never written: another method is a JSON 404, not the assets binding's empty 405", async () => {
    const { cookie } = await signIn();
    for (const path of ["/", "/login", "/manage-trailer", "/assets/app-3f9a2c1b.js", "/trailers/QR-7781"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "QUERY"]) {
        await expectJsonNotFound(await call(path, jsonRequest(method, undefined, { cookie })));
      }
    }
  });

  it("a missing hashed file is a JSON 404 (never the SPA's HTML)", async () => {
    await expectJsonNotFound(await call("/assets/gone-00000000.js", getRequest()));
  });

  it("HEAD is read like GET", async () => {
    const res = await call("/login", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
  });
});
