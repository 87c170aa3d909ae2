import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import { call, getRequest, jsonRequest, signIn } from "#worker/test/helpers.ts";

const body = () => ({ orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone() });

async function expectCsrf(res: Response) {
  expect(res.status).toBe(403);
  expect(ApiErrorSchema.parse(await res.json()).kind).toBe("csrf");
}

describe("CSRF on unsafe /api methods", () => {
  it("lets a same-origin JSON request through", async () => {
    const res = await call("/api/session/code", jsonRequest("POST", body()));
    expect(res.status).toBe(200);
  });

  it("refuses JSON from another origin, with no Origin, or marked cross-site", async () => {
    await expectCsrf(
      await call("/api/session/code", jsonRequest("POST", body(), { origin: "https://evil.example" })),
    );
    await expectCsrf(await call("/api/session/code", jsonRequest("POST", body(), { origin: null })));
    await expectCsrf(
      await call("/api/session/code", jsonRequest("POST", body(), { origin: "http://hitch.test" })),
    );
    const crossSite = jsonRequest("POST", body());
    (crossSite.headers as Headers).set("sec-fetch-site", "cross-site");
    await expectCsrf(await call("/api/session/code", crossSite));
  });

  it("refuses multipart and form posts from another origin before reading them", async () => {
    const form = new FormData();
    form.set("orderNumber", ORDER_ONE_COMPANY);
    form.set("file", new Blob(["x"], { type: "image/jpeg" }), "photo.jpg");
    await expectCsrf(
      await call("/api/feedback", {
        method: "POST",
        body: form,
        headers: { origin: "https://evil.example" },
      }),
    );
    await expectCsrf(
      await call("/api/session/code", {
        method: "POST",
        body: new URLSearchParams({ orderNumber: ORDER_ONE_COMPANY }),
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
    );
  });

  it("covers logout and order changes: a cross-site page cannot sign the driver out", async () => {
    const { cookie } = await signIn();
    await expectCsrf(
      await call(
        "/api/session",
        jsonRequest("DELETE", undefined, { cookie, origin: "https://evil.example" }),
      ),
    );
    await expectCsrf(
      await call(
        "/api/session/order",
        jsonRequest("PUT", { orderNumber: "HT2002" }, { cookie, origin: "null" }),
      ),
    );
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(200);
  });

  it("leaves safe methods alone", async () => {
    const res = await call("/api/config", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });
});
