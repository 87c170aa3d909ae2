// A red tag sent without the phone's position (decision 125) whose assessment the carrier refuses:
// the assessment goes first, alone, and its close-up and the red tag only after it. The driver
// reads why on the red tag step, keeps their answers and close-up, and a second Submit is a new
// attempt that can go (decision 134). A plain assessment refused keeps its close-ups the same way.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { GOOD_TRAILER } from "#tests/mocks/logistics-data.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import {
  atAssessmentIn,
  CLOSE_UP_WORDS,
  card,
  markFlatTire,
  posts,
  takeCloseUp,
} from "#web/test/close-up-steps.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";

// happy-dom has no Web Workers: compressPhoto is replaced at its module boundary by the real
// compressor (its page side) around an in-memory stand-in for its worker.
vi.mock("#web/features/photos/compress/compress-photo.ts", async (importActual) => {
  const actual = await importActual<typeof import("#web/features/photos/compress/compress-photo.ts")>();
  const { InMemoryCompressWorker } = await import("#web/test/in-memory-compress-worker.ts");
  const compressor = actual.createPhotoCompressor(() => new InMemoryCompressWorker() as unknown as Worker);
  return { ...actual, compressPhoto: (file: Blob) => compressor.compress(file) };
});

const REFUSED = {
  "en-US": { why: "Something went wrong. Please try again.", heading: "Virtual red tag" },
  es: { why: "Algo salió mal. Por favor, intente de nuevo.", heading: "Etiqueta roja virtual" },
} as const;

describe.each(["en-US", "es"] as const)("A red tag whose assessment is refused (%s)", (locale) => {
  const w = CLOSE_UP_WORDS[locale];
  const r = REFUSED[locale];

  it("says why, keeps the answers and the close-up, and a second Submit goes", async () => {
    const { api, app } = await atAssessmentIn(locale);
    const { user } = app;
    placePhoneAt(null);
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    await user.click(screen.getByRole("button", { name: w.markRest }));
    await user.click(screen.getByRole("checkbox", { name: w.unsafe }));
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    await user.type(await screen.findByRole("textbox", { name: w.plate }), GOOD_TRAILER.plate);
    // The carrier refuses the assessment (a trailer it does not find just now).
    api.state.refusedWrites.set("assessment", ReasonCode.trailerNotFound);
    await user.click(screen.getByRole("button", { name: w.submitRedTag }));

    // Told on the step, which stays; nothing left on the phone that can never go.
    expect(await screen.findByRole("alert")).toHaveTextContent(r.why);
    expect(screen.getByRole("heading", { level: 1, name: r.heading })).toBeVisible();
    await waitFor(() => expect(outbox.entries.value).toEqual([]));
    expect(posts(api, "/api/documents")).toEqual([]);
    expect(api.state.assessments.size).toBe(0);

    // The answers and the close-up are all there.
    await user.click(screen.getByRole("link", { name: w.back }));
    await waitFor(() => expect(within(card(w.tires)).getByRole("img", { name: w.closeUp })).toBeVisible());
    expect(within(card(w.tires)).getByRole("radio", { name: w.damaged })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: w.unsafe })).toBeChecked();
    // Not sent, so still the driver's to remove.
    expect(within(card(w.tires)).getByRole("button", { name: w.removeCloseUp })).toBeVisible();

    // The carrier takes it now: the second Submit is a new attempt, and the red tag goes after it.
    api.state.refusedWrites.delete("assessment");
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    const submit = await screen.findByRole("button", { name: w.submitRedTag });
    const field = screen.queryByRole("textbox", { name: w.plate });
    if (field && !(field as HTMLInputElement).value) await user.type(field, GOOD_TRAILER.plate);
    await user.click(submit);
    expect(await screen.findByText(w.redTagged)).toBeVisible();
    await waitFor(() => expect(api.state.assessments.size).toBe(2));
    const [assessmentId] = [...api.state.assessments.keys()];
    const [kept] = await photoDatabase.all();
    expect([...api.state.documents.values()]).toEqual([
      expect.objectContaining({ assessmentId, photoType: "assessmentPhoto", clientUploadId: kept?.id }),
    ]);
    expect([...api.state.assessments.values()].map((a) => a.redTag)).toEqual([false, true]);
  });

  it("a plain assessment refused keeps its close-up, and the next Submit sends it under the new one", async () => {
    const { api, app } = await atAssessmentIn(locale);
    const { user } = app;
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    await user.click(screen.getByRole("button", { name: w.markRest }));
    api.state.refusedWrites.set("assessment", ReasonCode.trailerNotFound);
    await user.click(screen.getByRole("button", { name: w.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(r.why);
    await waitFor(() => expect(within(card(w.tires)).getByRole("img", { name: w.closeUp })).toBeVisible());
    expect(within(card(w.tires)).getByRole("button", { name: w.removeCloseUp })).toBeVisible();

    api.state.refusedWrites.delete("assessment");
    const submit = screen.getByRole("button", { name: w.submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await screen.findByRole("list", { name: /six|seis/ });
    const [entry] = outbox.entries.value;
    expect(entry).toMatchObject({ kind: "assessment", state: "done" });
    expect(await photoDatabase.all()).toEqual([
      expect.objectContaining({ closeUpOf: "tires", assessmentEntryId: entry?.id, state: "draft" }),
    ]);
  });
});
