import { describe, expect, it } from "vitest";
import { call, callWithEnv, requestCode, rowOf } from "#logistics-api/test/api.ts";
import type { Fixture } from "#shared/dev-fixtures.ts";

async function makeFixture(body: Record<string, unknown>): Promise<Fixture> {
  const res = await call("/__dev/fixtures", { appToken: null, body });
  expect(res.status).toBe(200);
  return (await res.json()) as Fixture;
}

describe("/__dev/fixtures", () => {
  it("makes a driver on file for the demo order, and free trailers at the yard with their stickers", async () => {
    const fixture = await makeFixture({ trailers: 2 });
    expect(fixture.mobileNumber).toMatch(/^55502\d{5}$/);
    // The driver signs in to 1001001 as any Desert Haul driver would.
    expect(await requestCode(fixture.mobileNumber, "1001001")).toMatch(/^\d{6}$/);
    expect(fixture.trailers).toHaveLength(2);
    for (const trailer of fixture.trailers) {
      expect(trailer).toEqual({
        trailerId: `${trailer.trailerNumber}-knight`,
        trailerNumber: expect.stringMatching(/^7\d{5}$/),
        company: "knight",
        qrId: `HQR-${trailer.trailerNumber}`,
      });
      expect(
        await rowOf(
          "SELECT is_attached, status, type, trailer_qr FROM trailers WHERE id = ?",
          trailer.trailerId,
        ),
      ).toEqual({ is_attached: 0, status: "A", type: "DRY_VAN", trailer_qr: trailer.qrId });
    }
    expect(fixture.heldFromPreviousOrder).toBeNull();
  });

  it("never gives the same driver or trailer twice", async () => {
    const [first, second] = [await makeFixture({}), await makeFixture({})];
    expect(second.mobileNumber).not.toBe(first.mobileNumber);
    expect(second.trailers[0]?.trailerId).not.toBe(first.trailers[0]?.trailerId);
  });

  it("can give the driver a trailer still attached from a previous order of their own", async () => {
    const fixture = await makeFixture({ trailers: 0, heldFromPreviousOrder: true });
    const held = fixture.heldFromPreviousOrder!;
    expect(fixture.trailers).toEqual([]);
    expect(
      await rowOf(
        "SELECT is_attached, attached_driver_mobile, current_order_number FROM trailers WHERE id = ?",
        held.trailerId,
      ),
    ).toEqual({
      is_attached: 1,
      attached_driver_mobile: fixture.mobileNumber,
      current_order_number: held.orderNumber,
    });
    expect(
      await rowOf(
        "SELECT assigned_driver_mobile, outbound_empty FROM loads WHERE order_number = ?",
        held.orderNumber,
      ),
    ).toEqual({ assigned_driver_mobile: fixture.mobileNumber, outbound_empty: held.trailerId });
  });

  it("refuses what it cannot make, and is off with the other dev tools", async () => {
    expect((await call("/__dev/fixtures", { appToken: null, body: { trailers: 50 } })).status).toBe(400);
    const off = await callWithEnv({ DEV_OUTBOX: "false" }, "/__dev/fixtures", { appToken: null, body: {} });
    expect(off.status).toBe(404);
  });
});
