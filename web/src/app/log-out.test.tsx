// Log out from the menu (decisions 103, 120). With work not sent yet the driver reads how much and
// what, and that log out removes it: Wait keeps everything and tries it again, Discard it and log
// out removes it. After a log out nothing of the driver's is left on the phone: not in the page's
// stores, not in localStorage, not in any IndexedDB database the app opens.
import { act, screen, within } from "@testing-library/react";
import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { driversCopies } from "#web/features/drivers-copy/store/copies.ts";
import { copyDatabase } from "#web/features/drivers-copy/store/copy-database.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { PHONE_DATABASES } from "#web/lib/phone-data.ts";
import { reloadPersistedSignals, STORAGE_PREFIX } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { load, orderTrailers } from "#web/stores/launch-state.ts";
import { pendingSignIn, userDetails } from "#web/stores/session.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const WORDS = {
  "en-US": {
    what: /what happened/i,
    trailer: /trailer number/i,
    send: "Send report",
    kept: "Report saved on this phone. It will be sent when there is signal.",
    manage: "Manage trailer",
    menu: "Menu",
    logOut: "Log out",
    title: "1 thing is not sent yet",
    message: `Not sent yet: Report an issue about trailer ${DEMO.trailerNumber}. Log out removes everything of yours from this phone. Wait for it to be sent and log out then, or discard it: it will not be sent, except what is being sent right now.`,
    wait: "Wait for it to be sent",
    discard: "Discard it and log out",
    signIn: "Sign in",
  },
  es: {
    what: /qué pasó/i,
    trailer: /número de remolque/i,
    send: "Enviar reporte",
    kept: "Reporte guardado en este teléfono. Se enviará cuando haya señal.",
    manage: "Administrar remolque",
    menu: "Menú",
    logOut: "Cerrar sesión",
    title: "1 cosa no se ha enviado todavía",
    message: `Sin enviar todavía: Reportar un problema con el remolque ${DEMO.trailerNumber}. Cerrar sesión quita de este teléfono todo lo suyo. Espere a que se envíe y cierre sesión entonces, o descártelo: no se enviará, salvo lo que se está enviando en este momento.`,
    wait: "Esperar a que se envíe",
    discard: "Descartarlo y cerrar sesión",
    signIn: "Iniciar sesión",
  },
} as const;

const unsent = () => outbox.entries.value.filter((e) => e.state === "waiting" || e.state === "sending");

/** Every record of every database the app opens, by database and store (an absent one: none). */
async function storedRecords(): Promise<Record<string, number>> {
  const present = new Set((await indexedDB.databases()).map((d) => d.name));
  const counts: Record<string, number> = {};
  for (const name of PHONE_DATABASES) {
    if (!present.has(name)) continue;
    const database = await openDB(name);
    for (const store of database.objectStoreNames) {
      counts[`${name}/${store}`] = (await database.getAll(store)).length;
    }
    database.close();
  }
  return counts;
}

/** Bytes in the photos' and the copies' databases, as a photo taken and a copy kept leave there. */
async function keepPhotoAndThumbnail(): Promise<void> {
  // Opened by their own modules first, so they are made with their stores.
  await photoDatabase.bytes("photo-1");
  await copyDatabase.thumbnail("photo-1");
  const photos = await openDB(PHONE_DATABASES[1]);
  await photos.put("bytes", new ArrayBuffer(8), "photo-1");
  photos.close();
  const copies = await openDB(PHONE_DATABASES[2]);
  await copies.put("thumbnails", new ArrayBuffer(8), "photo-1");
  copies.close();
}

const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_PREFIX));

describe.each(["en-US", "es"] as const)("Log out (%s)", (locale) => {
  const w = WORDS[locale];

  it("says what is not sent; Wait keeps it all, Discard it and log out leaves nothing of the driver's on the phone", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { user, location } = await renderApp("/reportIssue");
    await act(() => chooseLocale(locale));
    // No signal: the report is kept on the phone, to go when there is.
    api.state.unreachable = true;
    await user.type(screen.getByRole("textbox", { name: w.what }), "Landing gear bent");
    await user.type(screen.getByRole("textbox", { name: w.trailer }), DEMO.trailerNumber);
    await user.click(screen.getByRole("button", { name: w.send }));
    expect(await screen.findByText(w.kept)).toBeVisible();
    await screen.findByRole("heading", { name: w.manage });
    expect(unsent()).toHaveLength(1);
    await keepPhotoAndThumbnail();
    expect(await storedRecords()).toMatchObject({
      "hitch-outbox/entries": 1,
      "hitch-photos/bytes": 1,
      "hitch-drivers-copies/thumbnails": 1,
    });

    await user.click(screen.getByRole("button", { name: w.menu }));
    await user.click(screen.getByRole("menuitem", { name: w.logOut }));
    // The outbox's code loads at this tap (decision 103): on a busy machine, a moment later.
    const dialog = await screen.findByRole("alertdialog", { name: w.title }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(w.message);
    const tries = api.calls.length;
    await user.click(within(dialog).getByRole("button", { name: w.wait }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("heading", { name: w.manage })).toBeVisible();
    expect(userDetails.value).not.toBeNull();
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/session")).toBe(false);
    // Waiting tries the report again at once; with no signal it is still on the phone.
    await expect.poll(() => api.calls.length).toBeGreaterThan(tries);
    expect(unsent()).toHaveLength(1);
    expect(await storedRecords()).toMatchObject({ "hitch-outbox/entries": 1 });

    await user.click(screen.getByRole("button", { name: w.menu }));
    await user.click(screen.getByRole("menuitem", { name: w.logOut }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: w.title })).getByRole("button", {
        name: w.discard,
      }),
    );
    expect(await screen.findByRole("heading", { name: w.signIn })).toBeVisible();
    expect(location().pathname).toBe("/login");

    // Nothing of the driver's is left: not in the page's stores...
    expect(userDetails.value).toBeNull();
    expect(pendingSignIn.value).toBeNull();
    expect(load.value).toBeNull();
    expect(orderTrailers.value).toEqual([]);
    expect(outbox.entries.value).toEqual([]);
    expect([null, []]).toContainEqual(driversCopies.value);
    // ...nor in localStorage (only the language and that the phone logged out)...
    expect(
      storedKeys().every((key) => ["hitch:locale", "hitch:loggedOut", "hitch:signOutPending"].includes(key)),
    ).toBe(true);
    expect(JSON.stringify({ ...localStorage })).not.toContain(DEMO.mobileNumber);
    // ...nor in any database the app opens.
    const left = await storedRecords();
    expect(Object.keys(left)).toContain("hitch-outbox/entries");
    expect(Object.values(left).every((count) => count === 0)).toBe(true);
  });

  it("with nothing unsent logs out at once, and the phone keeps nothing of the driver's", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { user } = await renderApp("/manageTrailer");
    await act(() => chooseLocale(locale));
    await keepPhotoAndThumbnail();
    expect(storedKeys()).toContain("hitch:userDetails");

    await user.click(screen.getByRole("button", { name: w.menu }));
    await user.click(screen.getByRole("menuitem", { name: w.logOut }));
    expect(await screen.findByRole("heading", { name: w.signIn }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/session")).toBe(true);
    expect(storedKeys()).not.toContain("hitch:userDetails");
    expect(Object.values(await storedRecords()).every((count) => count === 0)).toBe(true);
  });
});
