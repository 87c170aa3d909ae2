import { describe, expect, it } from "vitest";
import { TRAILER_ROUTE_SEGMENTS } from "#shared/trailer-routes.ts";
import { paths, trailerFinderHref } from "./paths.ts";

describe("route table", () => {
  it("lists under /trailers/ exactly the screens the Worker never treats as QR ids", () => {
    const segments = Object.values(paths)
      .map((route) => /^\/trailers\/([A-Za-z]+)/.exec(route.path)?.[1])
      .filter((s): s is string => s !== undefined);
    expect(new Set(segments)).toEqual(TRAILER_ROUTE_SEGMENTS);
  });
});

describe("finder map links", () => {
  it("name a signed-in driver's trailer by its id", () => {
    expect(trailerFinderHref({ trailerNumber: "400101", company: "knight" })).toBe(
      "/trailers/map?trailer=400101-knight",
    );
  });
});
