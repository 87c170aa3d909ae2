import { describe, expect, it } from "vitest";
import { newPhone, ORDER_ONE_COMPANY, ORDER_OTHER_CARRIER } from "#tests/mocks/logistics-data.ts";
import { call, jsonRequest, mockRequests, signIn } from "#worker/test/helpers.ts";

const form = { description: "Left rear light out", company: "knight", trailerNumber: "5301234" };
/** As the phone's outbox sends it: the form, when the driver sent it, and the entry's id as the key. */
const submission = () => ({
  ...form,
  eventTime: "2026-11-24T08:30:00-07:00",
  idempotencyKey: crypto.randomUUID(),
});
const lastFeedbackSent = async () =>
  JSON.parse((await mockRequests()).findLast((r) => r.path.endsWith("/submitThirdPartyFeedback"))!.body);

describe("POST /api/feedback", () => {
  it("submits the Report Issue form with the session's order and phone, its event time and key", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const report = submission();
    const res = await call("/api/feedback", jsonRequest("POST", report, { cookie }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ submitted: true });
    expect(await lastFeedbackSent()).toEqual({
      ...report,
      phoneNumber: mobileNumber,
      orderNumber: ORDER_ONE_COMPANY,
    });
  });

  it("a page that sends another phone and order reports as the session's driver all the same", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const res = await call(
      "/api/feedback",
      jsonRequest(
        "POST",
        { ...submission(), phoneNumber: newPhone(), orderNumber: ORDER_OTHER_CARRIER },
        { cookie },
      ),
    );
    expect(res.status).toBe(200);
    expect(await lastFeedbackSent()).toMatchObject({
      phoneNumber: mobileNumber,
      orderNumber: ORDER_ONE_COMPANY,
    });
  });

  it("still requires the description, company and trailer number", async () => {
    const { cookie } = await signIn();
    const { description: _, trailerNumber: __, ...rest } = submission();
    const res = await call("/api/feedback", jsonRequest("POST", rest, { cookie }));
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string }[] };
    expect(issues.map((i) => i.path).sort()).toEqual(["description", "trailerNumber"]);
  });

  it("requires the event time and the idempotency key the outbox gives every write", async () => {
    const { cookie } = await signIn();
    const res = await call("/api/feedback", jsonRequest("POST", form, { cookie }));
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string }[] };
    expect(issues.map((i) => i.path).sort()).toEqual(["eventTime", "idempotencyKey"]);
  });
});
