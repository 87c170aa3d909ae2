// Where the tests that follow a whole job begin: a signed-in driver standing in the demo yard, the
// order's data loaded, on Manual entry for an attach.
import { YARD } from "#tests/mocks/logistics-data.ts";
import { loadOrderData } from "#web/app/app-start.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { placePhoneAt } from "./fake-geolocation.ts";
import { installFakeApi, signInAs } from "./in-memory-worker.ts";
import { renderApp } from "./render-app.tsx";

export async function driverAtTheTrailer() {
  placePhoneAt(YARD);
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  await loadOrderData();
  const app = await renderApp("/trailers/manualEntry/attach");
  return { api, app };
}
