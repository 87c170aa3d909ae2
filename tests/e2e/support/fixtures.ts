import type { Fixture, FixtureRequest } from "#shared/dev-fixtures.ts";
import { API_URL } from "./urls.ts";

/**
 * A driver, and trailers, made for this test by the reference API (decision 116): nothing shared
 * with another test, nothing numbered by hand. The driver is on file for every test lane's order.
 */
export async function makeFixture(request: FixtureRequest = {}, api = API_URL): Promise<Fixture> {
  const res = await fetch(`${api}/__dev/fixtures`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw new Error(`POST /__dev/fixtures answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Fixture;
}

/** The one trailer a fixture was asked for. */
export function onlyTrailer(fixture: Fixture): Fixture["trailers"][number] {
  const [trailer] = fixture.trailers;
  if (!trailer || fixture.trailers.length > 1) throw new Error("Ask makeFixture for one trailer");
  return trailer;
}
