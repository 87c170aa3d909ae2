// Removing a close-up of the damage (decision 134), as a driver meets it in the whole app with the
// edge Worker in memory: nothing they took is undone without asking. A close-up not queued yet can
// be removed once they agree (deleted from the phone, never sent); a category answered Good keeps
// its close-ups unsent, and the question counts them; marked damaged again, they are back.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GOOD_TRAILER } from "#tests/mocks/logistics-data.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import {
  ASSESSMENT,
  atAssessmentIn,
  CLOSE_UP_WORDS,
  card,
  markFlatTire,
  posts,
  takeCloseUp,
} from "#web/test/close-up-steps.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { reload } from "#web/test/render-app.tsx";

// happy-dom has no Web Workers: compressPhoto is replaced at its module boundary by the real
// compressor (its page side) around an in-memory stand-in for its worker.
vi.mock("#web/features/photos/compress/compress-photo.ts", async (importActual) => {
  const actual = await importActual<typeof import("#web/features/photos/compress/compress-photo.ts")>();
  const { InMemoryCompressWorker } = await import("#web/test/in-memory-compress-worker.ts");
  const compressor = actual.createPhotoCompressor(() => new InMemoryCompressWorker() as unknown as Worker);
  return { ...actual, compressPhoto: (file: Blob) => compressor.compress(file) };
});

const WORDS = {
  "en-US": {
    closeUp2: "Close-up 2: Tires and wheels",
    remove2: "Remove close-up 2: Tires and wheels",
    removeVisible: "Remove",
    ask1: "Remove close-up 1 of Tires and wheels?",
    asked: "It will not be sent, and it is deleted from this phone. To replace it, take another close-up.",
    removeIt: "Remove the close-up",
    keepIt: "Keep the close-up",
    askGood: "Mark Tires and wheels good?",
    counted: "Driver side tires and wheels; 2 close-ups",
    markGood: "Mark it good",
    sent: "This assessment has been sent.",
    reset: "Reset",
    askReset: "Reset the assessment?",
    resetCounted:
      "Every answer, mark and comment for this trailer will be cleared, and its 2 close-ups deleted from this phone.",
    keepAnswers: "Keep my answers",
  },
  es: {
    closeUp2: "Foto de cerca 2: Llantas y rines",
    remove2: "Borrar la foto de cerca 2: Llantas y rines",
    removeVisible: "Borrar",
    ask1: "¿Borrar la foto de cerca 1 de Llantas y rines?",
    asked: "No se enviará y se borra de este teléfono. Para reemplazarla, tome otra foto de cerca.",
    removeIt: "Borrar la foto de cerca",
    keepIt: "Conservar la foto de cerca",
    askGood: "¿Marcar Llantas y rines como bien?",
    counted: "Llantas y rines del lado del chofer; 2 fotos de cerca",
    markGood: "Marcarlo como bien",
    sent: "Esta inspección ya se envió.",
    reset: "Reiniciar",
    askReset: "¿Reiniciar la inspección?",
    resetCounted:
      "Se borrarán todas las respuestas, marcas y comentarios de este remolque, y sus 2 fotos de cerca se borrarán de este teléfono.",
    keepAnswers: "Conservar mis respuestas",
  },
} as const;

describe.each(["en-US", "es"] as const)("Removing a close-up (%s)", (locale) => {
  const w = CLOSE_UP_WORDS[locale];
  const r = WORDS[locale];

  it("asks first; removed, it is deleted from the phone and never sent, and the red tag counts it gone", async () => {
    const { api, app } = await atAssessmentIn(locale);
    const { user } = app;
    placePhoneAt(null);
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    await takeCloseUp(app, w, r.closeUp2, 10);
    const [wrong, right] = await photoDatabase.all();
    const tires = () => within(card(w.tires));

    // Each close-up has its own button, its visible word in its name.
    const remove = tires().getByRole("button", { name: w.removeCloseUp });
    expect(remove).toHaveTextContent(r.removeVisible);
    // Asked first: kept, nothing changes.
    await user.click(remove);
    const dialog = await screen.findByRole("alertdialog", { name: r.ask1 });
    expect(dialog).toHaveTextContent(r.asked);
    await user.click(within(dialog).getByRole("button", { name: r.keepIt }));
    expect(tires().getByRole("img", { name: r.closeUp2 })).toBeVisible();
    expect(await photoDatabase.all()).toHaveLength(2);

    // Agreed: gone from the card and from the phone, bytes and all.
    await user.click(tires().getByRole("button", { name: w.removeCloseUp }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: r.ask1 })).getByRole("button", {
        name: r.removeIt,
      }),
    );
    await waitFor(() => expect(tires().queryByRole("img", { name: r.closeUp2 })).toBeNull());
    expect(tires().getByRole("img", { name: w.closeUp })).toBeVisible();
    expect(tires().queryByRole("button", { name: r.remove2 })).toBeNull();
    expect((await photoDatabase.all()).map((p) => p.id)).toEqual([right?.id]);
    expect(await photoDatabase.bytes(wrong?.id ?? "")).toBeUndefined();

    // The one left goes with the red tag; the removed one never does.
    await user.click(screen.getByRole("button", { name: w.markRest }));
    await user.click(screen.getByRole("checkbox", { name: w.unsafe }));
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    await user.type(await screen.findByRole("textbox", { name: w.plate }), GOOD_TRAILER.plate);
    await user.click(screen.getByRole("button", { name: w.submitRedTag }));
    expect(await screen.findByText(w.redTagged)).toBeVisible();
    await waitFor(() => expect(api.state.assessments.size).toBe(2));
    await waitFor(() => expect(api.state.documents.size).toBe(1));
    expect([...api.state.documents.values()].map((d) => d.clientUploadId)).toEqual([right?.id]);
  });

  it("the last close-up removed, a red tag with no position asks for one again", async () => {
    const { api, app } = await atAssessmentIn(locale);
    const { user } = app;
    placePhoneAt(null);
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    await user.click(within(card(w.tires)).getByRole("button", { name: w.removeCloseUp }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: r.ask1 })).getByRole("button", {
        name: r.removeIt,
      }),
    );
    await waitFor(() => expect(within(card(w.tires)).getByLabelText(w.takeCloseUp)).toBeInTheDocument());
    expect(await photoDatabase.all()).toEqual([]);
    await user.click(screen.getByRole("button", { name: w.markRest }));
    await user.click(screen.getByRole("checkbox", { name: w.unsafe }));
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    await user.type(await screen.findByRole("textbox", { name: w.plate }), GOOD_TRAILER.plate);
    await user.click(screen.getByRole("button", { name: w.submitRedTag }));
    expect(await screen.findByRole("alert")).toHaveTextContent(w.closeUpFirst);
    expect(posts(api, "/api/assessments")).toEqual([]);
  });

  it("answering Good asks, counting the close-ups; they stay on the phone and come back with Damaged", async () => {
    const { app } = await atAssessmentIn(locale);
    const { user } = app;
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    await takeCloseUp(app, w, r.closeUp2, 10);
    await user.click(within(card(w.tires)).getByRole("radio", { name: w.good }));
    const dialog = await screen.findByRole("alertdialog", { name: r.askGood });
    expect(dialog).toHaveTextContent(r.counted);
    await user.click(within(dialog).getByRole("button", { name: r.markGood }));
    await waitFor(() => expect(within(card(w.tires)).queryByRole("img", { name: w.closeUp })).toBeNull());
    expect(await photoDatabase.all()).toHaveLength(2);

    // Damaged again: the marks are back on the layout, and the close-ups on the card.
    await user.click(within(card(w.tires)).getByRole("radio", { name: w.damaged }));
    expect(await screen.findByRole("checkbox", { name: w.wheels })).toBeChecked();
    await user.click(screen.getByRole("link", { name: w.done }));
    await screen.findByRole("group", { name: w.tires });
    await waitFor(() => expect(within(card(w.tires)).getByRole("img", { name: r.closeUp2 })).toBeVisible());
    expect(within(card(w.tires)).getByRole("img", { name: w.closeUp })).toBeVisible();
  });

  it("Reset asks, counting the close-ups; kept, nothing changes; agreed, they leave the phone with the answers", async () => {
    const { app } = await atAssessmentIn(locale);
    const { user } = app;
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    await takeCloseUp(app, w, r.closeUp2, 10);

    await user.click(screen.getByRole("button", { name: r.reset }));
    const dialog = await screen.findByRole("alertdialog", { name: r.askReset });
    expect(dialog).toHaveTextContent(r.resetCounted);
    await user.click(within(dialog).getByRole("button", { name: r.keepAnswers }));
    expect(within(card(w.tires)).getByRole("img", { name: r.closeUp2 })).toBeVisible();
    expect(await photoDatabase.all()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: r.reset }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: r.askReset })).getByRole("button", {
        name: r.reset,
      }),
    );
    expect(within(card(w.tires)).getByRole("radio", { name: w.damaged })).not.toBeChecked();
    expect(within(card(w.tires)).queryByRole("img", { name: w.closeUp })).toBeNull();
    await waitFor(async () => expect(await photoDatabase.all()).toEqual([]));
  });

  it("once the assessment is submitted, its close-ups are on their way: none can be removed", async () => {
    const { app } = await atAssessmentIn(locale);
    const { user } = app;
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    await user.click(screen.getByRole("button", { name: w.markRest }));
    await user.click(screen.getByRole("button", { name: w.submit }));
    await screen.findByRole("list", { name: /six|seis/ });
    await reload(ASSESSMENT);
    expect(await screen.findByText(r.sent)).toBeVisible();
    expect(screen.queryByRole("button", { name: w.removeCloseUp })).toBeNull();
    expect(await photoDatabase.all()).toEqual([expect.objectContaining({ closeUpOf: "tires" })]);
  });
});
