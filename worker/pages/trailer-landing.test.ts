import { describe, expect, it } from "vitest";
import { TRAILER_ROUTE_SEGMENTS } from "#shared/trailer-routes.ts";
import { call, getRequest, signIn } from "#worker/test/helpers.ts";

describe("/trailers/<qrId> (a sticker scanned with the phone's camera app)", () => {
  it("sends a signed-out driver to sign in, then on to the same trailer", async () => {
    const res = await call("/trailers/QR-7781", { ...getRequest(), redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/trailers/QR-7781")}`);
  });

  it("gives a signed-in driver the app (QR landing)", async () => {
    const { cookie } = await signIn();
    const res = await call("/trailers/QR-7781", getRequest({ cookie }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
  });

  it("treats an expired or unknown cookie as signed out", async () => {
    const res = await call("/trailers/QR-7781", {
      ...getRequest({ cookie: `__Host-hitch_session=${"B".repeat(22)}` }),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
  });

  it("never builds `next` from anything but a valid QR id", async () => {
    for (const id of [
      encodeURIComponent("//evil.example"),
      "a%2F%2Fevil.example",
      "x".repeat(65),
      "QR%3Cscript%3E",
    ]) {
      const res = await call(`/trailers/${id}`, { ...getRequest(), redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login");
    }
  });

  it("leaves the app's own /trailers routes to the app", async () => {
    for (const name of TRAILER_ROUTE_SEGMENTS) {
      const res = await call(`/trailers/${name}`, { ...getRequest(), redirect: "manual" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
  });
});
