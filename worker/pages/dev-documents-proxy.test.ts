// The reference API's page of stored photos (/__dev/documents) on the app's own
// origin, as the other dev pages: only with DEV_TOOLS on.
import { describe, expect, it } from "vitest";
import { call, callLocally, getRequest, mockRequests } from "#worker/test/helpers.ts";

const page = "/__dev/documents?assessment=42&format=json";
const photo = "/__dev/documents/photo?key=assessments%2F42%2FtrailerFront-x.jpg";
const reachedUpstream = async (path: string) => (await mockRequests()).some((r) => r.path === path);

describe("/__dev/documents through the edge Worker", () => {
  it("reaches the reference API, the page and its photos, when DEV_TOOLS is true", async () => {
    await callLocally(page, getRequest());
    await callLocally(photo, getRequest());
    expect(await reachedUpstream(page)).toBe(true);
    expect(await reachedUpstream(photo)).toBe(true);
  });

  it("is 404, never asked upstream, when DEV_TOOLS is off", async () => {
    const path = "/__dev/documents?assessment=43";
    const res = await call(path, getRequest());
    expect(res.status).toBe(404);
    expect(await reachedUpstream(path)).toBe(false);
  });
});
