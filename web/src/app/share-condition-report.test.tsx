// Sharing the driver's copy as a condition report (decision 128), as a driver meets it: an attach
// with a damaged tire and six photos, then on its copy 'Share condition report', which needs signal
// (the button says so without it), makes a link; the link opens the report the edge signed, with
// "authentic", the trailer, the order and the damage, and no phone number; in English, and in
// Spanish beside the English for a driver who reads Spanish. The whole app runs, with the edge
// Worker in memory (decision 038).
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVED_REPORT_ID } from "#shared/api/reports.ts";
import { GOOD_TRAILER } from "#tests/mocks/logistics-data.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { driverAtTheTrailer } from "#web/test/driver-at-the-trailer.ts";
import { cameraPhoto } from "#web/test/in-memory-compress-worker.ts";
import { DEMO, type installFakeApi } from "#web/test/in-memory-worker.ts";
import { reload, type renderApp } from "#web/test/render-app.tsx";

// happy-dom has no Web Workers: compressPhoto is the real compressor's page side around an
// in-memory stand-in for its worker.
vi.mock("#web/features/photos/compress/compress-photo.ts", async (importActual) => {
  const actual = await importActual<typeof import("#web/features/photos/compress/compress-photo.ts")>();
  const { InMemoryCompressWorker } = await import("#web/test/in-memory-compress-worker.ts");
  const compressor = actual.createPhotoCompressor(() => new InMemoryCompressWorker() as unknown as Worker);
  return { ...actual, compressPhoto: (file: Blob) => compressor.compress(file) };
});

type Api = ReturnType<typeof installFakeApi>;
type App = Awaited<ReturnType<typeof renderApp>>;

const TIRE_COMMENT = "Flat on the rear axle";

/**
 * Attaches the good trailer, loaded with no seal, its tires damaged with a comment, six photos;
 * waits for the six to be stored unless told they are held back.
 */
async function attachWithDamagedTire(api: Api, app: App, photosStored = true) {
  const { user } = app;
  await user.type(await screen.findByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
  await user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
  await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
  await user.click(screen.getByRole("button", { name: "Mark all as good" }));
  const card = screen.getByRole("group", { name: "Tires and wheels" });
  await user.click(within(card).getByRole("radio", { name: "Damaged" }));
  await screen.findByRole("heading", { name: "Tires and wheels" });
  const place = "Driver side tires and wheels";
  await user.click(screen.getByRole("checkbox", { name: place }));
  await user.click(screen.getByRole("link", { name: `Add a comment on ${place}` }));
  await screen.findByRole("heading", { name: place });
  await user.type(screen.getByRole("textbox", { name: "Describe the damage" }), TIRE_COMMENT);
  await user.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByRole("heading", { name: "Tires and wheels" });
  await user.click(screen.getByRole("link", { name: "Done" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
  await user.click(screen.getByRole("button", { name: "Submit assessment" }));
  await screen.findByRole("list", { name: "The six photos" });
  await user.click(screen.getByRole("link", { name: "Start with the trailer front" }));
  for (let i = 0; i < 6; i++) {
    await screen.findByRole("heading", { name: new RegExp(`^Photo ${i + 1} of 6: `) });
    await user.upload(screen.getByLabelText("Take photo"), cameraPhoto(`IMG_${i}.jpg`, 16_000, i + 1));
    await screen.findByRole("img", { name: /^Your photo: / });
    await user.click(screen.getByRole("link", { name: i < 5 ? "Next photo" : "Check the photos" }));
  }
  await screen.findByRole("heading", { name: "Roadworthy confirmation" });
  await user.click(screen.getByRole("checkbox", { name: /is roadworthy/ }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(await screen.findByRole("button", { name: "Attach trailer" }));
  await screen.findByRole("heading", { name: "Manage trailer" });
  if (photosStored) await waitFor(() => expect(api.state.documents.size).toBe(6));
}

/** The photos' uploads get no answer until released, as at one bar; the rest goes through. */
function holdPhotoUploads(api: Api): () => void {
  const through = api.fetch.getMockImplementation();
  if (!through) throw new Error("The in-memory Worker's fetch has no implementation");
  const held: (() => void)[] = [];
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    if (url.pathname === "/api/documents") await new Promise<void>((go) => held.push(go));
    return through(input, init);
  });
  return () => {
    api.fetch.mockImplementation(through);
    for (const go of held) go();
  };
}

async function attachedTrailer() {
  const { api, app } = await driverAtTheTrailer();
  await attachWithDamagedTire(api, app);
  return api;
}

/** Opens the newest copy from Manage trailer's list, whatever the language. */
async function openCopy(app: App, listName: string) {
  const list = await screen.findByRole("region", { name: listName });
  await app.user.click(within(list).getAllByRole("link")[0] as HTMLElement);
  await screen.findByRole("heading", { level: 1 });
}

async function goOffline() {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  await act(async () => {
    window.dispatchEvent(new Event("offline"));
  });
}

async function goOnline() {
  vi.restoreAllMocks();
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
}

/** The link the share made, from its field: its path and query, as another phone would open it. */
async function sharedPath(fieldName: RegExp): Promise<string> {
  const field = await screen.findByRole("textbox", { name: fieldName });
  const url = new URL((field as HTMLInputElement).value);
  expect(url.pathname).toMatch(/^\/reports\/[0-9a-f-]{36}$/);
  expect(url.search).toMatch(/^\?e=\d+&sig=[\w-]{43}$/);
  return `${url.pathname}${url.search}`;
}

/** The edge's verdict, said first on the report as a status. */
async function verdict(): Promise<HTMLElement> {
  const words = await screen.findByText(/^Authentic: /);
  const status = words.closest("[role=status]") as HTMLElement | null;
  expect(status).not.toBeNull();
  return status as HTMLElement;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Sharing the condition report (decision 128)", () => {
  it("in English: needs signal, then makes a link that opens the signed report, authentic, without the phone", async () => {
    const api = await attachedTrailer();
    const app = await reload("/manageTrailer");
    await openCopy(app, "Your condition reports");

    await goOffline();
    const button = await screen.findByRole("button", { name: "Share condition report" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Sharing the report needs signal. Try again when you have signal.",
    );
    await goOnline();
    await waitFor(() => expect(button).toBeEnabled());
    // A double tap, as with gloves: one link made.
    await app.user.dblClick(button);

    const path = await sharedPath(/^Report link, works until /);
    const asked = api.calls.filter((c) => c.path === "/api/reports");
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ language: "en-US", assessments: [expect.any(String)] });

    // Opened as whoever gets the link: the page asks the edge, which vouches for what it signed.
    api.state.session = null;
    await reload(path);
    expect(await verdict()).toHaveTextContent(/^Authentic: Hitch signed this report/);
    expect(screen.getByRole("heading", { level: 1, name: "Trailer condition report" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Pickup" })).toBeVisible();
    expect(screen.getByText(DEMO.orderNumber)).toBeVisible();
    expect(screen.getByText(GOOD_TRAILER.number)).toBeVisible();
    expect(screen.getByText(TIRE_COMMENT)).toBeVisible();
    expect(screen.getAllByRole("img", { name: "Trailer front" })[0]?.getAttribute("src")).toMatch(
      /^\/api\/reports\/[0-9a-f-]{36}\/photos\/\d+\?e=\d+&sig=/,
    );
    expect(document.body.textContent).not.toContain(DEMO.mobileNumber);
    // A driver who reads English: the report in English alone.
    expect(document.querySelector(".copy-translation")).toBeNull();
  });

  it("opened from the page the edge served, the report in it is drawn without asking for it again (decision 142)", async () => {
    const api = await attachedTrailer();
    const app = await reload("/manageTrailer");
    await openCopy(app, "Your condition reports");
    await app.user.click(await screen.findByRole("button", { name: "Share condition report" }));
    const path = await sharedPath(/^Report link, works until /);
    api.state.session = null;
    const link = new URL(path, location.origin);
    const served = (answer: unknown, sig = link.searchParams.get("sig")) => {
      const block = document.createElement("script");
      block.type = "application/json";
      block.id = SERVED_REPORT_ID;
      block.textContent = JSON.stringify({
        id: link.pathname.split("/")[2],
        e: link.searchParams.get("e"),
        sig,
        answer,
      });
      document.body.appendChild(block);
    };
    const asked = () => api.calls.filter((call) => call.path === `/api${link.pathname}`).length;

    // What the edge put at the end of the page: the same answer as the API's.
    served(await (await api.fetch(`/api${path}`)).json());
    await reload(path);
    expect(await verdict()).toHaveTextContent(/^Authentic: Hitch signed this report/);
    expect(screen.getByText(TIRE_COMMENT)).toBeVisible();
    expect(asked()).toBe(1);
    expect(document.getElementById(SERVED_REPORT_ID)).toBeNull();

    // The edge's refusal is told as the API's would be.
    const expired = { verdict: "expired", kind: "linkExpired", statusCode: 410, message: "", reasonCode: -1 };
    served(expired);
    await reload(path);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired.");
    expect(asked()).toBe(1);

    // An answer for another link is not this page's: the page asks.
    served(expired, "A".repeat(43));
    await reload(path);
    expect(await verdict()).toHaveTextContent(/^Authentic: /);
    expect(asked()).toBe(2);
  });

  it("a record whose photos are still on their way is shared once they are sent", async () => {
    const { api, app } = await driverAtTheTrailer();
    const release = holdPhotoUploads(api);
    await attachWithDamagedTire(api, app, false);
    await openCopy(app, "Your condition reports");
    // The assessment is sent, the photos are not: a link made now would be signed without them.
    expect(await screen.findByText("The report can be shared once this record is sent.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Share condition report" })).toBeNull();
    release();
    await waitFor(() => expect(api.state.documents.size).toBe(6));
    const button = await screen.findByRole("button", { name: "Share condition report" }, { timeout: 5000 });
    await app.user.click(button);
    await sharedPath(/^Report link, works until /);
  });

  it("in Spanish: the button and its needs in Spanish, the report in English with the Spanish beside it", async () => {
    const api = await attachedTrailer();
    await act(() => chooseLocale("es"));
    const app = await reload("/manageTrailer");
    await openCopy(app, "Sus reportes del estado del remolque");

    await goOffline();
    const button = await screen.findByRole("button", { name: "Compartir el reporte del estado" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Para compartir el reporte se necesita señal. Intente otra vez cuando tenga señal.",
    );
    await goOnline();
    await waitFor(() => expect(button).toBeEnabled());
    await app.user.click(button);

    const path = await sharedPath(/^Enlace del reporte, vale hasta el /);
    expect(api.calls.find((c) => c.path === "/api/reports")?.body).toMatchObject({ language: "es" });

    api.state.session = null;
    await reload(path);
    const said = await verdict();
    expect(within(said).getByText(/^Authentic: /)).toHaveAttribute("lang", "en-US");
    expect(within(said).getByText(/^Auténtico: /)).toHaveAttribute("lang", "es");
    const pickup = screen.getByRole("heading", { level: 2, name: /^Pickup/ });
    expect(within(pickup).getByText("Recogida")).toBeVisible();
    const tires = screen
      .getByRole("heading", { level: 3, name: /^Tires and wheels/ })
      .closest("li") as HTMLElement;
    expect(within(tires).getByText("Llantas y rines")).toBeVisible();
    expect(within(tires).getByText("Dañado")).toBeVisible();
    expect(within(tires).getByText(TIRE_COMMENT)).toBeVisible();
  });
});
