import { describe, expect, it } from "vitest";
import { type CatalogMessage, glossaryProblems, spanishMessages, wordsPattern } from "./check-glossary.ts";

const po = (message: string, translation: string, context?: string): CatalogMessage => ({
  file: "locales/es/messages.po",
  message,
  translation,
  context,
});

describe("the Spanish catalog held to the yard glossary", () => {
  it("passes messages that use the glossary's words", () => {
    expect(
      glossaryProblems([
        po("Attach trailer {trailer}", "Enganchar el remolque {trailer}"),
        po("Detach trailer", "Desenganchar remolque"),
        po("Driver side tires and wheels", "Llantas y rines del lado del chofer"),
        po(
          "Kingpin and support gear (landing gear)",
          "Perno rey (kingpin) y patas de apoyo",
          "assessment category",
        ),
        po(
          "{photos, plural, one {# photo} other {# photos}}",
          "{photos, plural, one {# foto} other {# fotos}}",
        ),
      ]),
    ).toEqual([]);
  });

  it("refuses a message that names a term without the glossary's Spanish", () => {
    const problems = glossaryProblems([po("Attach trailer {trailer}", "Enganchar el tráiler {trailer}")]);
    expect(problems).toEqual([
      expect.stringContaining(`"trailer" is "remolque" in Spanish`),
      expect.stringContaining(`avoid "tráiler" for "trailer"`),
    ]);
  });

  it("refuses an avoided variant next to the glossary's word", () => {
    const problems = glossaryProblems([
      po("Driver side brakes", "Frenos del lado del conductor (chofer)"),
      po("Lights", "Luces y calaveras"),
    ]);
    expect(problems).toEqual([
      expect.stringContaining(`avoid "conductor" for "driver"`),
      expect.stringContaining(`avoid "calaveras" for "lights / lamps"`),
    ]);
  });

  it("tells detach from attach, and the fifth wheel from the wheels", () => {
    // "desenganchar" holds "enganchar" but is not it; a fifth wheel is not one of the wheels.
    expect(glossaryProblems([po("Attached", "Desenganchado")])).toEqual([
      expect.stringContaining(`"attach / hook" is "enganchar"`),
    ]);
    expect(glossaryProblems([po("Fifth wheel", "Quinta rueda")])).toEqual([]);
  });

  it("reads the words a driver reads, not placeholder names", () => {
    // {trailerNumber} names no trailer; the plural forms' words are read.
    expect(glossaryProblems([po("Step {trailerNumber}", "Paso {trailerNumber}")])).toEqual([]);
    expect(
      glossaryProblems([
        po("{n, plural, one {# photo} other {# photos}}", "{n, plural, one {# imagen} other {# imágenes}}"),
      ]),
    ).toEqual([
      expect.stringContaining(`"photo" is "foto"`),
      expect.stringContaining(`avoid "imagen", "imágenes"`),
    ]);
  });

  it("refuses the familiar tú", () => {
    expect(glossaryProblems([po("Try again.", "Inténtalo de nuevo.")])).toEqual([
      expect.stringContaining(`"Inténtalo" is "tú"`),
    ]);
  });

  it("says a load booked as contratada and a phone upright as en posición vertical", () => {
    expect(
      glossaryProblems([
        po("Select the company it was booked with.", "Seleccione la compañía con la que se reservó."),
        po("Turn your phone upright to continue.", "Ponga su teléfono derecho para continuar."),
      ]),
    ).toEqual([
      expect.stringContaining(`"booked (a load, an order)" is "contratar"`),
      expect.stringContaining(`avoid "reservó"`),
      expect.stringContaining(`"upright (the phone)" is "en posición vertical"`),
      expect.stringContaining(`avoid "derecho"`),
    ]);
    expect(
      glossaryProblems([
        po("Select the company it was booked with.", "Seleccione la compañía con la que se contrató."),
        po("Turn your phone upright to continue.", "Ponga su teléfono en posición vertical para continuar."),
      ]),
    ).toEqual([]);
  });

  it("matches whole words, or word starts for a word ending in *", () => {
    expect(wordsPattern(["caja"]).test("cajas")).toBe(false);
    expect(wordsPattern(["caja*"]).test("cajas")).toBe(true);
    expect(wordsPattern(["enganch*"]).test("desenganchar")).toBe(false);
    expect(wordsPattern(["te"]).test("teléfono")).toBe(false);
    expect(wordsPattern(["Power Only"], true).test("power only")).toBe(false);
  });

  it("holds every Spanish catalog of the app", async () => {
    expect(glossaryProblems(await spanishMessages())).toEqual([]);
  });
});
