// What sign-in learned stays in the session (decision 062): the load id, the
// company and the carrier's DOT number. A check or a write makes no call to the
// logistics API only to learn them again.
import { describe, expect, it } from "vitest";
import { GOOD_TRAILER, newPhone, YARD } from "#tests/mocks/logistics-data.ts";
import { call, jsonRequest, lastMockRequest, mockRequests, signIn } from "#worker/test/helpers.ts";

describe("the driver a workflow call acts for", () => {
  it("comes from the session: the check and the assessment send the DOT number learned at sign-in, and nothing asks for the load", async () => {
    const phone = newPhone();
    const { cookie } = await signIn(phone);
    const seq = await lastMockRequest();
    const trailer = { trailerId: `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}` };
    const check = await call(
      "/api/trailers/check",
      jsonRequest("POST", { trailer, association: "attach", location: YARD }, { cookie }),
    );
    expect(check.status).toBe(200);
    const assessment = await call(
      "/api/assessments",
      jsonRequest(
        "POST",
        {
          trailer,
          association: "attach",
          items: [],
          redTag: false,
          location: YARD,
          eventTime: new Date().toISOString(),
          idempotencyKey: crypto.randomUUID(),
        },
        { cookie },
      ),
    );
    expect(assessment.status).toBe(200);
    const sent = (await mockRequests(seq)).filter((r) => r.body.includes(phone));
    expect(sent.map((r) => JSON.parse(r.body).driver)).toEqual([
      { mobileNumber: phone, dotNumber: "1234567" },
      { mobileNumber: phone, dotNumber: "1234567" },
    ]);
    const loadLookups = (await mockRequests(seq)).filter((r) => r.path.includes("/api/loads/"));
    expect(loadLookups).toEqual([]);
  });
});
