// The driver's copy (decision 054) as a driver meets it: an attach with damage
// marked, comments and six photos, then the condition report on Manage trailer,
// its every category, defect, comment and photo state, opened again after a
// reload with no signal, in both languages when the driver reads Spanish, and
// printed without the app around it. The whole app runs, with the edge Worker in
// memory (decision 038); only the network, the position and the camera's
// compressor worker are stood in for.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import copyCss from "#web/features/drivers-copy/drivers-copy.css?raw";
import { chooseLocale } from "#web/lib/i18n.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { alerts } from "#web/stores/alerts.ts";
import stylesheet from "#web/styles.css?raw";
import { driverAtTheTrailer } from "#web/test/driver-at-the-trailer.ts";
import { cameraPhoto, galleryPhoto } from "#web/test/in-memory-compress-worker.ts";
import { DEMO, type installFakeApi } from "#web/test/in-memory-worker.ts";
import { reload, type renderApp } from "#web/test/render-app.tsx";

/** The app's stylesheet whole, as the build bundles it: each file styles.css imports, in its place. */
const styleFiles = import.meta.glob<string>("../styles/*.css", {
  query: "?raw",
  import: "default",
  eager: true,
});
const appCss = stylesheet.replace(/@import "\.\/(styles\/[\w-]+\.css)";/g, (_, file: string) => {
  const css = styleFiles[`../${file}`];
  if (css === undefined) throw new Error(`styles.css imports ${file}, which is not in web/src/styles/`);
  return css;
});

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

const CATEGORIES = [
  "Air lines and electrical",
  "Body damage",
  "Brakes",
  "Kingpin and support gear (landing gear)",
  "Lights",
  "Tires and wheels",
  "Other",
];
const VIEWS = [
  "Trailer front",
  "Driver side front",
  "Driver side rear",
  "Passenger side front",
  "Passenger side rear",
  "Trailer back",
];
const TIRE_COMMENT = "Flat on the rear axle";
const LIGHT_COMMENT = "Reflective tape torn off";

/** Marks one place of a damaged category on its layout, with a comment. */
async function markDamage({ user }: App, category: string, place: string, comment: string) {
  const card = screen.getByRole("group", { name: category });
  await user.click(within(card).getByRole("radio", { name: "Damaged" }));
  await screen.findByRole("heading", { name: category });
  await user.click(screen.getByRole("checkbox", { name: place }));
  await user.click(screen.getByRole("link", { name: `Add a comment on ${place}` }));
  await screen.findByRole("heading", { name: place });
  await user.type(screen.getByRole("textbox", { name: "Describe the damage" }), comment);
  await user.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByRole("heading", { name: category });
  await user.click(screen.getByRole("link", { name: "Done" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
}

/** Identifies the trailer, takes its slot, marks a flat tire and a torn bumper marking, and submits. */
async function assessWithDamage(api: Api, app: App, { offline = false } = {}) {
  const { user } = app;
  await user.type(await screen.findByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
  await user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
  await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
  await user.click(screen.getByRole("button", { name: "Mark all as good" }));
  await markDamage(app, "Tires and wheels", "Driver side tires and wheels", TIRE_COMMENT);
  await markDamage(app, "Lights", "Rear bumper bar marking", LIGHT_COMMENT);
  if (offline) api.state.unreachable = true;
  await user.click(screen.getByRole("button", { name: "Submit assessment" }));
  // The step's views, once the photos kept are read (its heading comes first, decision 087).
  await screen.findByRole("list", { name: "The six photos" });
}

/**
 * The six views, one photo each (the camera's, unless `chosen` gives the trailer front's), the
 * roadworthy confirmation, then Attach.
 */
async function photosAndAttach({ user }: App, chosen?: File) {
  await user.click(screen.getByRole("link", { name: "Start with the trailer front" }));
  for (let i = 0; i < 6; i++) {
    await screen.findByRole("heading", { name: new RegExp(`^Photo ${i + 1} of 6: `) });
    const file = i === 0 && chosen ? chosen : cameraPhoto(`IMG_${i}.jpg`, 16_000, i + 1);
    await user.upload(screen.getByLabelText("Take photo"), file);
    await screen.findByRole("img", { name: /^Your photo: / });
    await user.click(screen.getByRole("link", { name: i < 5 ? "Next photo" : "Check the photos" }));
  }
  await screen.findByRole("heading", { name: "Roadworthy confirmation" });
  await user.click(screen.getByRole("checkbox", { name: /is roadworthy/ }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(await screen.findByRole("button", { name: "Attach trailer" }));
  await screen.findByRole("heading", { name: "Manage trailer" });
}

/** Opens the newest copy from Manage trailer's list. */
async function openCopy({ user }: App) {
  const list = await screen.findByRole("region", { name: "Your condition reports" });
  await user.click(
    within(list).getByRole("link", {
      name: new RegExp(`^Condition report: attach of trailer ${GOOD_TRAILER.number}`),
    }),
  );
  return screen.findByRole("heading", { level: 1, name: /Trailer condition report/ });
}

const fact = (label: string) => {
  const term = screen.getByText(label, { selector: "dt span" });
  return term.closest("div")?.querySelector("dd")?.textContent ?? "";
};
const category = (name: string) => {
  const heading = screen.getByRole("heading", { level: 3, name: new RegExp(`^${escapeParens(name)}`) });
  return heading.closest("li") as HTMLElement;
};
const photo = (view: string) => {
  const img = screen.queryByRole("img", { name: view });
  const name = screen.getAllByText(view, { selector: ".copy-photo-name span" })[0];
  return { img, item: name?.closest("li") as HTMLElement };
};
function escapeParens(text: string) {
  return text.replace(/[()]/g, "\\$&");
}

afterEach(() => {
  vi.restoreAllMocks();
  const settings = (window as unknown as { happyDOM: { settings: { device: { mediaType: string } } } })
    .happyDOM.settings;
  settings.device.mediaType = "screen";
});

describe("The driver's copy", () => {
  it("after an attach: every category, each defect with its comment, and each photo with its upload state", async () => {
    const { api, app } = await driverAtTheTrailer();
    await assessWithDamage(api, app);
    await photosAndAttach(app);
    await waitFor(() => expect(api.state.documents.size).toBe(6));
    await openCopy(app);

    expect(fact("Trailer")).toBe(GOOD_TRAILER.number);
    expect(fact("Company")).toBe("Knight");
    expect(fact("Order number")).toBe(DEMO.orderNumber);
    expect(fact("Recorded")).toBe("Attached");
    expect(fact("Place")).toBe(`${YARD.lat.toFixed(5)}, ${YARD.lng.toFixed(5)} (within 12 m)`);
    expect(fact("Trailer status")).toBe("Loaded");
    expect(fact("The driver certified")).toBe("The trailer is roadworthy, and the photos show it as it was.");
    await waitFor(() => expect(fact("Sent to the carrier")).toBe("Sent"));

    for (const name of CATEGORIES) {
      const verdict = within(category(name)).getByText(/^(Good|Damaged)$/).textContent;
      expect([name, verdict]).toEqual([
        name,
        ["Lights", "Tires and wheels"].includes(name) ? "Damaged" : "Good",
      ]);
    }
    const tires = category("Tires and wheels");
    expect(within(tires).getByText("Driver side tires and wheels")).toBeVisible();
    expect(within(tires).getByText(TIRE_COMMENT)).toBeVisible();
    const lights = category("Lights");
    expect(within(lights).getByText("Rear bumper bar marking")).toBeVisible();
    expect(within(lights).getByText(LIGHT_COMMENT)).toBeVisible();

    for (const view of VIEWS) {
      await waitFor(() => expect(photo(view).img?.getAttribute("src")).toMatch(/^blob:/));
      const { item } = photo(view);
      await waitFor(() => expect(within(item).getByText("Sent")).toBeVisible());
      expect(
        within(item).getByText(`${YARD.lat.toFixed(5)}, ${YARD.lng.toFixed(5)} (within 12 m)`),
      ).toBeVisible();
    }
  });

  it("made with no signal, opens again from Manage trailer after a reload, then says when each part is sent", async () => {
    const { api, app } = await driverAtTheTrailer();
    await assessWithDamage(api, app, { offline: true });
    await photosAndAttach(app);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

    const reloaded = await reload("/manageTrailer");
    await openCopy(reloaded);
    expect(fact("Sent to the carrier")).toBe("Waiting to be sent");
    expect(within(category("Tires and wheels")).getByText(TIRE_COMMENT)).toBeVisible();
    for (const view of VIEWS) {
      await waitFor(() => expect(photo(view).img?.getAttribute("src")).toMatch(/^blob:/));
      expect(within(photo(view).item).getByText("Waiting to be sent")).toBeVisible();
    }

    vi.restoreAllMocks();
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(api.state.documents.size).toBe(6));
    await waitFor(() => expect(fact("Sent to the carrier")).toBe("Sent"));
    for (const view of VIEWS)
      await waitFor(() => expect(within(photo(view).item).getByText("Sent")).toBeVisible());
    // Long after the outbox let the entries go, the copy still says what was sent.
    await act(() => outbox.clearAll());
    await reload("/manageTrailer").then(openCopy);
    expect(fact("Sent to the carrier")).toBe("Sent");
    expect(within(photo("Trailer back").item).getByText("Sent")).toBeVisible();
  });

  it("in Spanish, says everything in English for the record with the Spanish beside it", async () => {
    const { api, app } = await driverAtTheTrailer();
    await assessWithDamage(api, app);
    await photosAndAttach(app);
    await act(() => chooseLocale("es"));
    await reload("/manageTrailer").then(async (spanish) => {
      const list = await screen.findByRole("region", { name: "Sus reportes del estado del remolque" });
      await spanish.user.click(within(list).getAllByRole("link")[0] as HTMLElement);
    });
    const title = await screen.findByRole("heading", { level: 1 });
    expect(within(title).getByText("Trailer condition report").getAttribute("lang")).toBe("en-US");
    expect(within(title).getByText("Reporte del estado del remolque").getAttribute("lang")).toBe("es");
    const tires = category("Tires and wheels");
    expect(within(tires).getByText("Llantas y rines")).toBeVisible();
    expect(within(tires).getByText("Damaged")).toBeVisible();
    expect(within(tires).getByText("Dañado")).toBeVisible();
    // What the driver typed is kept as typed, in one language.
    expect(within(tires).getByText(TIRE_COMMENT)).toBeVisible();
    expect(within(category("Brakes")).getByText("Good")).toBeVisible();
    expect(within(category("Brakes")).getByText("Bien")).toBeVisible();
    expect(screen.getByText("Trailer front", { selector: ".copy-photo-name span" })).toBeVisible();
    expect(screen.getByText("Frente del remolque", { selector: ".copy-photo-name span" })).toBeVisible();
    // The buttons around the report are the driver's language only.
    expect(screen.getByRole("button", { name: "Imprimir o guardar como PDF" })).toBeVisible();
  });

  it.each([
    ["en-US", { chosen: "Chosen from the phone's photos, taken {time}", place: "Place not known" }],
    ["es", { chosen: "Elegida de las fotos del teléfono, tomada el {time}", place: "Lugar desconocido" }],
  ] as const)(
    "a photo chosen from the phone's photos says so (%s), in the copy and to the carrier (decision 124)",
    async (locale, w) => {
      const { api, app } = await driverAtTheTrailer();
      await assessWithDamage(api, app);
      // Yesterday's photo from the gallery for the trailer front; the other five taken now.
      const yesterday = new Date(Date.now() - 24 * 60 * 60_000);
      yesterday.setSeconds(0, 0);
      await photosAndAttach(app, galleryPhoto(yesterday));
      await waitFor(() => expect(api.state.documents.size).toBe(6));
      await act(() => chooseLocale(locale));
      const list = await screen.findByRole("region", {
        name: locale === "es" ? "Sus reportes del estado del remolque" : "Your condition reports",
      });
      await app.user.click(within(list).getAllByRole("link")[0] as HTMLElement);
      await screen.findByRole("heading", { level: 1, name: /Trailer condition report/ });

      const moment = (language: string) =>
        new Intl.DateTimeFormat(language, {
          year: "numeric",
          month: "long",
          day: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZoneName: "short",
        }).format(yesterday);
      const front = photo("Trailer front").item;
      const english = `Chosen from the phone's photos, taken ${moment("en-US")}`;
      expect(within(front).getByText(english).getAttribute("lang")).toBe("en-US");
      if (locale === "es") {
        const spanish = w.chosen.replace("{time}", moment("es"));
        expect(within(front).getByText(spanish).getAttribute("lang")).toBe("es");
      }
      expect(within(front).getByText(w.place)).toBeVisible();
      // Only the chosen photo says so; the others were taken at the trailer, where the phone was.
      expect(screen.getAllByText(/^Chosen from the phone's photos/)).toHaveLength(1);
      expect(
        within(photo("Trailer back").item).getByText(
          `${YARD.lat.toFixed(5)}, ${YARD.lng.toFixed(5)} (within 12 m)`,
        ),
      ).toBeVisible();

      // The carrier has it with its own time, from before the assessment, and no place; §7 has no field
      // for more (the assessment, with its comments, left before the photos were taken).
      const documents = [...api.state.documents.values()];
      const chosenOne = documents.find((document) => document.sideName === "trailerFront");
      expect(Date.parse(chosenOne?.takenAt ?? "")).toBe(yesterday.getTime());
      expect(chosenOne?.location).toBeUndefined();
      for (const document of documents.filter((d) => d.sideName !== "trailerFront")) {
        expect(document.location).toMatchObject({ lat: YARD.lat, lon: YARD.lng });
        expect(Date.now() - Date.parse(document.takenAt ?? "")).toBeLessThan(10 * 60_000);
      }
    },
  );

  it("a quick detach has its copy too: detached, when and where, and no assessment", async () => {
    const { api, app } = await driverAtTheTrailer();
    await assessWithDamage(api, app);
    await photosAndAttach(app);
    const { user } = app;
    await user.click(await screen.findByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    await user.click(
      screen.getByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }),
    );
    // Taken loaded with no seal: the drop asks it again (decision 141), and the copy keeps it.
    await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    const list = await screen.findByRole("region", { name: "Your condition reports" });
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(2));
    await user.click(
      within(list).getByRole("link", {
        name: new RegExp(`^Condition report: detach of trailer ${GOOD_TRAILER.number}`),
      }),
    );
    await screen.findByRole("heading", { level: 1, name: /Trailer condition report/ });
    expect(fact("Recorded")).toBe("Detached");
    expect(fact("Place")).toBe(`${YARD.lat.toFixed(5)}, ${YARD.lng.toFixed(5)} (within 12 m)`);
    expect(fact("The driver certified")).toBe("All damage to this trailer was reported.");
    expect(screen.getByText("No assessment: quick detach.")).toBeVisible();
    expect(fact("Seal")).toBe(
      "No seal, matches pickupKept on this phone only: a detach without an assessment sends no seal to the carrier.",
    );
    expect(screen.queryByRole("heading", { name: /Photos/ })).toBeNull();
  });

  it("prints without the app around it: no navigation, alerts, sync state or buttons", async () => {
    const { api, app } = await driverAtTheTrailer();
    await assessWithDamage(api, app);
    await photosAndAttach(app);
    await openCopy(app);
    const print = vi.fn();
    vi.stubGlobal("print", print);
    await app.user.click(screen.getByRole("button", { name: "Print or save as PDF" }));
    expect(print).toHaveBeenCalledOnce();

    act(() => alerts.add({ theme: "error", message: "Demo yard gate 3 is closed for repaving." }));
    await screen.findByText("Demo yard gate 3 is closed for repaving.");
    await waitFor(() => expect(photo("Trailer front").img).toBeTruthy());
    const around = {
      actions: screen.getByRole("navigation", { name: "Condition report" }),
      sync: document.querySelector(".sync-indicator"),
      alerts: document.querySelector(".alert-banner"),
    };
    const report = {
      title: screen.getByRole("heading", { level: 1, name: /Trailer condition report/ }),
      tires: category("Tires and wheels"),
      photo: photo("Trailer front").img,
    };
    // The page as the browser lays it out for printing: its own styles, print media.
    (
      window as unknown as { happyDOM: { settings: { device: { mediaType: string } } } }
    ).happyDOM.settings.device.mediaType = "print";
    const style = document.createElement("style");
    style.textContent = `${appCss}\n${copyCss}`;
    document.head.appendChild(style);
    try {
      const display = (element: Element | null) => (element ? getComputedStyle(element).display : "absent");
      expect(Object.values(around).map(display)).toEqual(["none", "none", "none"]);
      expect(Object.values(report).map(display)).not.toContain("none");
      expect(Object.values(report).map(display)).not.toContain("absent");
    } finally {
      style.remove();
    }
  });
});
