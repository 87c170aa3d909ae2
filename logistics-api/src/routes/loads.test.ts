import { describe, expect, it } from "vitest";
import { call } from "#logistics-api/test/api.ts";
import { LogisticsErrorBodySchema } from "#shared/logistics/common.ts";
import { EQUIPMENT_TYPES } from "#shared/logistics/enums.ts";
import { LoadSchema, LoadsResponseSchema } from "#shared/logistics/loads.ts";

describe("logisticsLoadByLoadNumber", () => {
  it("answers one load by order number", async () => {
    const res = await call("/api/loads/logisticsLoadByLoadNumber/1001001");
    expect(res.status).toBe(200);
    const load = LoadSchema.parse(await res.json());
    expect(load).toMatchObject({
      id: "knight-1001001",
      company: "knight",
      equipmentTypeId: "KPO",
      tmsSourceSystem: "mcleod",
    });
    expect(load.carrier).toEqual({ name: "Desert Haul LLC", dotNumber: "3012345" });
  });

  it("names the trailer number in a filled slot", async () => {
    const load = LoadSchema.parse(await (await call("/api/loads/logisticsLoadByLoadNumber/1001007")).json());
    expect(load).toMatchObject({ inboundEmpty: null, loadedTrailer: null, outboundEmpty: "400301" });
  });

  it("asks for the company when the order exists for both, and answers with it", async () => {
    const ambiguous = await call("/api/loads/logisticsLoadByLoadNumber/2002002");
    expect(ambiguous.status).toBe(409);
    expect(LogisticsErrorBodySchema.parse(await ambiguous.json()).message).toMatch(/knight and swift/);
    const swift = await call("/api/loads/logisticsLoadByLoadNumber/2002002?company=swift");
    expect(LoadSchema.parse(await swift.json())).toMatchObject({
      id: "swift-2002002",
      equipmentTypeId: "SPO",
    });
  });

  it("answers 404 with reason 474 for an unknown order", async () => {
    const res = await call("/api/loads/logisticsLoadByLoadNumber/424242");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ reasonCode: 474 });
  });

  it.each([
    ["/api/loads/logisticsLoadByLoadNumber/10-01", "loadNumber"],
    ["/api/loads/logisticsLoadByLoadNumber/1001001?company=acme", "company"],
    ["/api/loads/logisticsLoadsByLoadNumber/1234567890123", "loadNumber"],
  ])("answers 400 with the issues for %s", async (path, field) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    expect(LogisticsErrorBodySchema.parse(await res.json()).validationErrors?.[0]?.path).toBe(field);
  });
});

describe("logisticsLoadsByLoadNumber", () => {
  it("lists both companies' loads of a shared order number", async () => {
    const loads = LoadsResponseSchema.parse(
      await (await call("/api/loads/logisticsLoadsByLoadNumber/2002002")).json(),
    );
    expect(loads.map((l) => l.company)).toEqual(["knight", "swift"]);
  });

  it("answers an empty list for an unknown order", async () => {
    expect(await (await call("/api/loads/logisticsLoadsByLoadNumber/424242")).json()).toEqual([]);
  });

  it("the seed has orders of every equipment type for both companies", async () => {
    const numbers = ["1001001", "1001002", "1001003", "1001004", "1001005", "1001006"];
    const loads = (
      await Promise.all(
        numbers.map(async (n) => (await call(`/api/loads/logisticsLoadsByLoadNumber/${n}`)).json()),
      )
    ).flat() as { equipmentTypeId: string; company: string }[];
    expect(new Set(loads.map((l) => l.equipmentTypeId))).toEqual(new Set(EQUIPMENT_TYPES));
    expect(new Set(loads.map((l) => l.company))).toEqual(new Set(["knight", "swift"]));
  });

  it("refuses a call without the app token", async () => {
    const res = await call("/api/loads/logisticsLoadsByLoadNumber/1001001", { appToken: null });
    expect(res.status).toBe(401);
    expect(LogisticsErrorBodySchema.parse(await res.json()).message).toMatch(/app token/);
    expect((await call("/api/loads/logisticsLoadsByLoadNumber/1001001", { appToken: "wrong" })).status).toBe(
      401,
    );
  });
});
