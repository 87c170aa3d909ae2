import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { GOOD_CODE, newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import { call, getRequest, jsonRequest, ORIGIN, signIn } from "#worker/test/helpers.ts";

async function issuesOf(res: Response) {
  expect(res.status).toBe(400);
  const error = ApiErrorSchema.parse(await res.json());
  expect(error.kind).toBe("validation");
  return error.issues ?? [];
}

const start = (body: unknown) => call("/api/session/code", jsonRequest("POST", body));

describe("bad input answers 400 with the issues, never 500", () => {
  it("letters in the phone", async () => {
    const issues = await issuesOf(
      await start({ orderNumber: ORDER_ONE_COMPANY, mobileNumber: "555-CALL-NOW" }),
    );
    expect(issues).toEqual([{ path: "mobileNumber", message: "invalidPhoneNumber" }]);
  });

  it("an order number of 40 characters", async () => {
    const issues = await issuesOf(await start({ orderNumber: "A".repeat(40), mobileNumber: newPhone() }));
    expect(issues).toEqual([{ path: "orderNumber", message: "maxLength" }]);
  });

  it("a 5-digit code", async () => {
    const res = await call(
      "/api/session",
      jsonRequest("POST", {
        orderNumber: ORDER_ONE_COMPANY,
        mobileNumber: newPhone(),
        company: "knight",
        code: "12345",
      }),
    );
    expect(await issuesOf(res)).toEqual([{ path: "code", message: "validation" }]);
  });

  it("missing fields and an unknown company", async () => {
    const issues = await issuesOf(await start({ orderNumber: ORDER_ONE_COMPANY, company: "acme" }));
    // zod's own messages, in English (the schemas are zod/mini, which registers no locale itself).
    expect(issues.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: "company", message: 'Invalid option: expected one of "knight"|"swift"' },
      { path: "mobileNumber", message: "Invalid input: expected string, received undefined" },
    ]);
  });

  it("a body of the wrong type", async () => {
    const res = await call("/api/session/code", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "text/plain" },
      body: JSON.stringify({ orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone() }),
    });
    expect(await issuesOf(res)).toEqual([{ path: "", message: "expected an application/json body" }]);
    const form = new FormData();
    form.set("orderNumber", ORDER_ONE_COMPANY);
    const multipart = await call("/api/session/code", {
      method: "POST",
      headers: { origin: ORIGIN },
      body: form,
    });
    expect((await issuesOf(multipart))[0]!.message).toBe("expected an application/json body");
  });

  it("malformed JSON and a JSON array", async () => {
    const malformed = await call("/api/session/code", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: '{"orderNumber": "HT1001",',
    });
    expect((await issuesOf(malformed)).length).toBe(1);
    expect((await issuesOf(await start([GOOD_CODE]))).length).toBeGreaterThan(0);
  });

  it("a QR id that cannot be one", async () => {
    const { cookie } = await signIn();
    const res = await call(`/api/trailers/qr/${"x".repeat(65)}`, getRequest({ cookie }));
    expect((await issuesOf(res))[0]!.path).toBe("qrId");
  });

  it("a feedback form with a field left empty", async () => {
    const { cookie } = await signIn();
    const res = await call(
      "/api/feedback",
      jsonRequest(
        "POST",
        {
          description: " ",
          company: "knight",
          trailerNumber: "5301234",
          eventTime: "2026-11-24T08:30:00-07:00",
          idempotencyKey: crypto.randomUUID(),
        },
        { cookie },
      ),
    );
    expect(await issuesOf(res)).toEqual([{ path: "description", message: "required" }]);
  });

  it("an unknown API route is a JSON 404, not the app's HTML", async () => {
    const res = await call("/api/nothing-here", getRequest());
    expect(res.status).toBe(404);
    expect(ApiErrorSchema.parse(await res.json()).kind).toBe("notFound");
  });
});
