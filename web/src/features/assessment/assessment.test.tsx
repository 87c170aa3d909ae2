// The assessment step as a driver meets it, in the whole app with the edge Worker
// in memory (decision 038): the seven categories, mark all, reset, the damage
// layout (every place a labelled checkbox), comments that survive a reload and a
// long paste. Controls are found by role and label, as a screen reader finds them.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

const CATEGORY_NAMES = [
  "Air lines and electrical",
  "Body damage",
  "Brakes",
  "Kingpin and support gear (landing gear)",
  "Lights",
  "Tires and wheels",
  "Other",
];
const ASSESSMENT = "/trailers/trailerAssessment/attach";

/** A driver at the trailer who identified it and chose its slot: the assessment step is next. */
async function atAssessment() {
  placePhoneAt(YARD);
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  const app = await renderApp("/trailers/manualEntry/attach");
  const { user } = app;
  await user.type(screen.getByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
  await user.click(await screen.findByRole("radio", { name: "My empty trailer for the shipper" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
  return { api, ...app };
}

const card = (name: string) => screen.getByRole("group", { name });
const answerOf = (name: string) =>
  (["Good", "Damaged"] as const).find(
    (option) => (within(card(name)).getByRole("radio", { name: option }) as HTMLInputElement).checked,
  );

describe("The assessment step", () => {
  it("shows the seven categories with the stages Trailer, Assessment, Photos", async () => {
    const { location } = await atAssessment();
    expect(location().pathname).toBe(ASSESSMENT);
    for (const name of CATEGORY_NAMES) {
      expect(within(card(name)).getByRole("radio", { name: "Good" })).toBeVisible();
      expect(within(card(name)).getByRole("radio", { name: "Damaged" })).toBeVisible();
    }
    const stages = screen.getByRole("navigation", { name: "Progress" });
    expect(
      within(stages)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Trailer", "Assessment", "Photos"]);
    expect(within(stages).getByText("Assessment").getAttribute("aria-current")).toBe("step");
  });

  it("asks for every category before it goes on", async () => {
    const { user, api } = await atAssessment();
    await user.click(within(card("Brakes")).getByRole("radio", { name: "Good" }));
    await user.click(screen.getByRole("button", { name: "Submit assessment" }));
    expect(screen.getByText("Mark every part good or damaged.")).toBeVisible();
    expect(within(card("Lights")).getByText("Required")).toBeVisible();
    expect(within(card("Brakes")).queryByText("Required")).toBeNull();
    expect(api.calls.filter((c) => c.path === "/api/assessments")).toEqual([]);
  });

  it("mark all as good, then reset after a confirmation, clears every answer", async () => {
    const { user } = await atAssessment();
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    expect(CATEGORY_NAMES.map(answerOf)).toEqual(CATEGORY_NAMES.map(() => "Good"));
    // Nothing is left unanswered: the button has nothing to do, and is not offered.
    expect(screen.queryByRole("button", { name: /^Mark (all|the rest) as good$/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    const dialog = screen.getByRole("alertdialog", { name: "Reset the assessment?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my answers" }));
    expect(answerOf("Lights")).toBe("Good");

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Reset" }));
    expect(CATEGORY_NAMES.map(answerOf)).toEqual(CATEGORY_NAMES.map(() => undefined));
  });

  it("applies markAll and resetAssessment from the address once, then takes them off it", async () => {
    const { navigate, location, user } = await atAssessment();
    await navigate(`${ASSESSMENT}?resetAssessment=true`);
    // Nothing answered yet: nothing to lose, nothing asked.
    expect(location().search).toBe("");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await navigate(`${ASSESSMENT}?markAll=true`);
    expect(location().search).toBe("");
    expect(answerOf("Tires and wheels")).toBe("Good");
    // Answers given: the address asks first, as the Reset button does (decision 103).
    await navigate(`${ASSESSMENT}?resetAssessment=true`);
    expect(location().search).toBe("");
    const dialog = await screen.findByRole("alertdialog", { name: "Reset the assessment?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my answers" }));
    expect(answerOf("Tires and wheels")).toBe("Good");
    await navigate(`${ASSESSMENT}?resetAssessment=true`);
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Reset the assessment?" })).getByRole("button", {
        name: "Reset",
      }),
    );
    expect(answerOf("Tires and wheels")).toBeUndefined();
  });

  it("damage via the layout: tapping the driver side wheels marks that subtype; its comment is kept", async () => {
    const { user, location } = await atAssessment();
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(within(card("Tires and wheels")).getByRole("radio", { name: "Damaged" }));
    await screen.findByRole("heading", { name: "Tires and wheels" });
    expect(location().pathname).toBe("/trailers/trailerAssessment/tiredamage");

    const wheels = screen.getByRole("checkbox", { name: "Driver side tires and wheels" });
    expect(screen.getByRole("checkbox", { name: "Passenger side tires and wheels" })).toBeVisible();
    await user.click(wheels);
    expect((wheels as HTMLInputElement).checked).toBe(true);
    expect(flow.value?.assessment?.places.tires?.driverSide?.marked).toBe(true);

    await user.click(screen.getByRole("link", { name: "Add a comment on Driver side tires and wheels" }));
    await screen.findByRole("heading", { name: "Driver side tires and wheels" });
    expect(location().pathname).toBe("/trailers/trailerAssessment/tiresAssessment/driverSide");
    await user.type(screen.getByRole("textbox", { name: "Describe the damage" }), "Flat on the rear axle");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await screen.findByRole("heading", { name: "Tires and wheels" });
    const marked = screen.getByRole("region", { name: "Damage marked" });
    expect(within(marked).getByText("Flat on the rear axle")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Done" }));
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    expect(answerOf("Tires and wheels")).toBe("Damaged");
    expect(within(card("Tires and wheels")).getByText("Driver side tires and wheels")).toBeVisible();
    expect(within(card("Tires and wheels")).getByText("Flat on the rear axle")).toBeVisible();
  });

  it("a comment being typed survives a reload, and so do the answers", async () => {
    const { user } = await atAssessment();
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await reload("/trailers/trailerAssessment/electricalAssessment/centerBottom");
    await screen.findByRole("heading", { name: "Rear bumper bar marking" });
    await user.type(screen.getByRole("textbox", { name: "Describe the damage" }), "Reflective tape torn off");

    await reload("/trailers/trailerAssessment/electricalAssessment/centerBottom");
    expect((screen.getByRole("textbox", { name: "Describe the damage" }) as HTMLTextAreaElement).value).toBe(
      "Reflective tape torn off",
    );
    await reload(ASSESSMENT);
    expect(answerOf("Lights")).toBe("Damaged");
    expect(answerOf("Brakes")).toBe("Good");
    expect(within(card("Lights")).getByText("Rear bumper bar marking")).toBeVisible();
  });

  it("a 5,000-character paste is kept whole and said to be too long; it cannot be saved until shortened", async () => {
    const { user } = await atAssessment();
    await reload("/trailers/trailerAssessment/otherAssessment/other");
    const field = screen.getByRole("textbox", { name: "Describe the damage" }) as HTMLTextAreaElement;
    await user.click(field);
    await user.paste("x".repeat(5000));
    expect(field.value).toHaveLength(5000);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText(/Comments can have at most 1000 characters; this one has 5000\. Shorten it/),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("heading", { name: "Other (add damage)" })).toBeVisible();

    await reload("/trailers/trailerAssessment/otherAssessment/other");
    const kept = screen.getByRole("textbox", { name: "Describe the damage" }) as HTMLTextAreaElement;
    expect(kept.value).toHaveLength(5000);
    await user.clear(kept);
    await user.type(kept, "y".repeat(20));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    expect(answerOf("Other")).toBe("Damaged");
  });

  it.each([
    [
      "electricaldamage",
      ["Rear clearance lamp, driver side", "Identification lamps", "Rear bumper bar marking"],
    ],
    ["bodydamage", ["Front side damage", "Driver side damage", "Passenger side damage", "Rear side damage"]],
    ["brakedamage", ["Driver side brakes", "Passenger side brakes"]],
    ["kingpindamage", ["Kingpin", "Landing gear or other (add damage)"]],
    ["airlineselectricaldamage", ["Left air line", "7-way", "Right air line", "Lower air line / electrical"]],
  ])("%s: each place is a checkbox named by its damage item", async (screenName, names) => {
    await atAssessment();
    await reload(`/trailers/trailerAssessment/${screenName}`);
    for (const name of names) expect(screen.getByRole("checkbox", { name })).toBeVisible();
  });

  it("taking the mark off a place with a comment asks first; the comment is kept for when it is marked again", async () => {
    const { user } = await atAssessment();
    await reload("/trailers/trailerAssessment/damageAssessment/rearSide");
    await user.type(screen.getByRole("textbox", { name: "Describe the damage" }), "Door hinge bent");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const place = await screen.findByRole("checkbox", { name: "Rear side damage" });
    const marked = () => screen.getByRole("region", { name: "Damage marked" });

    await user.click(place);
    const dialog = screen.getByRole("alertdialog", { name: "Take the mark off Rear side damage?" });
    expect(dialog).toHaveTextContent(
      "Its comment will not be sent: “Door hinge bent”. Mark the place again to bring it back.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep the mark" }));
    expect(place).toBeChecked();
    expect(within(marked()).getByText("Door hinge bent")).toBeVisible();

    await user.click(place);
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Take the mark off" }),
    );
    expect(place).not.toBeChecked();
    expect(within(marked()).getByText("Nothing marked yet.")).toBeVisible();
    await user.click(place);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByText("Door hinge bent")).toBeVisible();
  });

  it("Remove this damage, with a comment typed, asks first too", async () => {
    const { user, location } = await atAssessment();
    await reload("/trailers/trailerAssessment/tiresAssessment/passengerSide");
    await user.type(screen.getByRole("textbox", { name: "Describe the damage" }), "Lug nut missing");
    await user.click(screen.getByRole("button", { name: "Remove this damage" }));
    const dialog = screen.getByRole("alertdialog", {
      name: "Take the mark off Passenger side tires and wheels?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Keep the mark" }));
    expect(location().pathname).toBe("/trailers/trailerAssessment/tiresAssessment/passengerSide");
    expect(screen.getByRole("textbox", { name: "Describe the damage" })).toHaveValue("Lug nut missing");

    await user.click(screen.getByRole("button", { name: "Remove this damage" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Take the mark off" }),
    );
    await screen.findByRole("heading", { name: "Tires and wheels" });
    expect(screen.getByRole("checkbox", { name: "Passenger side tires and wheels" })).not.toBeChecked();
  });

  it("speaks Spanish: the categories and the places in US-yard words", async () => {
    await atAssessment();
    await act(() => chooseLocale("es"));
    await reload(ASSESSMENT);
    expect(screen.getByRole("group", { name: "Llantas y rines" })).toBeVisible();
    expect(screen.getByRole("group", { name: "Frenos" })).toBeVisible();
    await reload("/trailers/trailerAssessment/airlineselectricaldamage");
    expect(screen.getByRole("checkbox", { name: "Conector de 7 vías" })).toBeVisible();
  });
});

/** The words a driver reads and taps, in each language. */
const WORDS = {
  "en-US": {
    tires: "Tires and wheels",
    brakes: "Brakes",
    other: "Other",
    good: "Good",
    damaged: "Damaged",
    wheels: "Driver side tires and wheels",
    addComment: "Add a comment on Driver side tires and wheels",
    describe: "Describe the damage",
    save: "Save",
    done: "Done",
    markAll: "Mark all as good",
    markRest: "Mark the rest as good",
    unsafe: "This trailer is unsafe to perform a load with (virtual red tag)",
    toRedTag: "Continue to the red tag",
    plate: "License plate",
    submitRedTag: "Submit red tag",
    submit: "Submit assessment",
    markDamage: "Mark the damage on the trailer",
    showWhere: "Show where the damage is: mark its place on the trailer, or describe it in a comment.",
    describeOther: "Describe the damage: write what is damaged and where.",
    markGood: "Mark Tires and wheels good?",
    keepDamage: "Keep the damage",
    markItGood: "Mark it good",
    notSent: `What you marked on Tires and wheels will not be sent: Driver side tires and wheels: “${"Outer tire on rear axle flat, sidewall cut"}”. Mark it damaged again to bring it back.`,
  },
  es: {
    tires: "Llantas y rines",
    brakes: "Frenos",
    other: "Otro",
    good: "Bien",
    damaged: "Dañado",
    wheels: "Llantas y rines del lado del chofer",
    addComment: "Agregar un comentario sobre Llantas y rines del lado del chofer",
    describe: "Describa el daño",
    save: "Guardar",
    done: "Listo",
    markAll: "Marcar todo como bien",
    markRest: "Marcar el resto como bien",
    unsafe: "Este remolque no es seguro para hacer una carga (etiqueta roja virtual)",
    toRedTag: "Continuar a la etiqueta roja",
    plate: "Placa",
    submitRedTag: "Enviar etiqueta roja",
    submit: "Enviar inspección",
    markDamage: "Marcar el daño en el remolque",
    showWhere: "Muestre dónde está el daño: marque su lugar en el remolque, o descríbalo en un comentario.",
    describeOther: "Describa el daño: escriba qué está dañado y dónde.",
    markGood: "¿Marcar Llantas y rines como bien?",
    keepDamage: "Conservar el daño",
    markItGood: "Marcarlo como bien",
    notSent: `Lo que marcó en Llantas y rines no se enviará: Llantas y rines del lado del chofer: “${"Outer tire on rear axle flat, sidewall cut"}”. Márquelo como dañado otra vez para recuperarlo.`,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const FLAT = "Outer tire on rear axle flat, sidewall cut";

/** On the assessment in `locale`. */
async function atAssessmentIn(locale: keyof typeof WORDS) {
  const app = await atAssessment();
  await act(() => chooseLocale(locale));
  await reload(ASSESSMENT);
  return app;
}

const answerIn = (w: Words, name: string) =>
  [w.good, w.damaged].find(
    (option) => (within(card(name)).getByRole("radio", { name: option }) as HTMLInputElement).checked,
  );

/** Tires and wheels damaged: the driver side wheels marked with the flat tire's comment; back on the assessment. */
async function markFlatTire(user: Awaited<ReturnType<typeof atAssessment>>["user"], w: Words) {
  await user.click(within(card(w.tires)).getByRole("radio", { name: w.damaged }));
  await user.click(await screen.findByRole("checkbox", { name: w.wheels }));
  await user.click(screen.getByRole("link", { name: w.addComment }));
  await user.type(await screen.findByRole("textbox", { name: w.describe }), FLAT);
  await user.click(screen.getByRole("button", { name: w.save }));
  await user.click(await screen.findByRole("link", { name: w.done }));
  await screen.findByRole("group", { name: w.tires });
}

describe.each(["en-US", "es"] as const)("Nothing the driver records is undone unasked (%s)", (locale) => {
  const w = WORDS[locale];

  it("tires marked damaged, then Mark all as good: the rest turns good; the flat tire, its comment and the red tag stay and go on record", async () => {
    const { user, api } = await atAssessmentIn(locale);
    expect(screen.getByRole("button", { name: w.markAll })).toBeVisible();
    await markFlatTire(user, w);
    await user.click(screen.getByRole("checkbox", { name: w.unsafe }));
    // Some categories are answered: the button says it answers the rest.
    expect(screen.queryByRole("button", { name: w.markAll })).toBeNull();
    await user.click(screen.getByRole("button", { name: w.markRest }));

    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(answerIn(w, w.tires)).toBe(w.damaged);
    for (const name of [w.brakes, w.other]) expect(answerIn(w, name)).toBe(w.good);
    expect(screen.getAllByRole("radio", { name: w.good, checked: true })).toHaveLength(6);
    expect(within(card(w.tires)).getByText(w.wheels)).toBeVisible();
    expect(within(card(w.tires)).getByText(FLAT)).toBeVisible();
    expect(screen.getByRole("checkbox", { name: w.unsafe })).toBeChecked();
    // Nothing is left to answer.
    expect(screen.queryByRole("button", { name: w.markRest })).toBeNull();

    // What goes on record is the tire as marked, with the red tag.
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    await user.type(await screen.findByRole("textbox", { name: w.plate }), GOOD_TRAILER.plate);
    await user.click(screen.getByRole("button", { name: w.submitRedTag }));
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.path === "/api/assessments").map((c) => c.body)).toMatchObject([
        { redTag: true, items: [{ type: "tires", subType: "driverSide", comment: FLAT }] },
      ]),
    );
  });

  it("?markAll=true follows the same rule: the flat tire stays damaged", async () => {
    const { user, navigate } = await atAssessmentIn(locale);
    await markFlatTire(user, w);
    await navigate(`${ASSESSMENT}?markAll=true`);
    await screen.findByRole("group", { name: w.tires });
    expect(answerIn(w, w.tires)).toBe(w.damaged);
    expect(answerIn(w, w.brakes)).toBe(w.good);
    expect(within(card(w.tires)).getByText(FLAT)).toBeVisible();
  });

  it("Good on damaged tires asks first, saying what will not be sent; kept, nothing changes", async () => {
    const { user } = await atAssessmentIn(locale);
    await markFlatTire(user, w);
    await user.click(within(card(w.tires)).getByRole("radio", { name: w.good }));
    const dialog = screen.getByRole("alertdialog", { name: w.markGood });
    expect(dialog).toHaveTextContent(w.notSent);
    await user.click(within(dialog).getByRole("button", { name: w.keepDamage }));
    expect(answerIn(w, w.tires)).toBe(w.damaged);
    expect(within(card(w.tires)).getByText(FLAT)).toBeVisible();

    await user.click(within(card(w.tires)).getByRole("radio", { name: w.good }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: w.markItGood }));
    expect(answerIn(w, w.tires)).toBe(w.good);
    // Marked damaged again, the place and its comment come back.
    await user.click(within(card(w.tires)).getByRole("radio", { name: w.damaged }));
    expect(await screen.findByRole("checkbox", { name: w.wheels })).toBeChecked();
    expect(screen.getByText(FLAT)).toBeVisible();
  });

  it("Damaged with nothing described is refused: the card says what to add, its link to mark it focused", async () => {
    const { user, api } = await atAssessmentIn(locale);
    await user.click(screen.getByRole("button", { name: w.markAll }));
    // Brakes damaged, nothing marked on the drawing.
    await user.click(within(card(w.brakes)).getByRole("radio", { name: w.damaged }));
    await user.click(await screen.findByRole("link", { name: w.done }));
    // Other damaged, its comment left empty.
    await user.click(await within(card(w.other)).findByRole("radio", { name: w.damaged }));
    await user.click(await screen.findByRole("button", { name: w.save }));
    await user.click(await screen.findByRole("button", { name: w.submit }));

    expect(card(w.brakes)).toHaveAccessibleDescription(w.showWhere);
    expect(within(card(w.brakes)).getByText(w.showWhere)).toBeVisible();
    expect(within(card(w.other)).getByText(w.describeOther)).toBeVisible();
    expect(within(card(w.tires)).queryByText(w.showWhere)).toBeNull();
    expect(document.activeElement).toBe(within(card(w.brakes)).getByRole("link", { name: w.markDamage }));
    expect(api.calls.filter((c) => c.path === "/api/assessments")).toEqual([]);

    // Described, it goes.
    await user.click(within(card(w.other)).getByRole("link", { name: w.describe }));
    await user.type(await screen.findByRole("textbox", { name: w.describe }), "Mud flap torn off");
    await user.click(screen.getByRole("button", { name: w.save }));
    await user.click(await within(card(w.brakes)).findByRole("radio", { name: w.good }));
    await user.click(screen.getByRole("button", { name: w.submit }));
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.path === "/api/assessments").map((c) => c.body)).toMatchObject([
        { items: [{ type: "other", subType: "other", comment: "Mud flap torn off" }] },
      ]),
    );
  });
});
