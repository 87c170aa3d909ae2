// The assessment step as a driver meets it, in the whole app with the edge Worker
// in memory (decision 038): the seven categories, mark all, reset, the damage
// layout (every place a labelled checkbox), comments that survive a reload and a
// long paste. Controls are found by role and label, as a screen reader finds them.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { chooseLocale } from "../../lib/i18n.ts";
import { reloadPersistedSignals } from "../../lib/storage.ts";
import { flow } from "../../stores/trailer-flow.ts";
import { placePhoneAt } from "../../test/fake-geolocation.ts";
import { installFakeApi, signInAs } from "../../test/in-memory-worker.ts";
import { reload, renderApp } from "../../test/render-app.tsx";

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
  await user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
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

    await user.click(screen.getByRole("button", { name: "Reset" }));
    const dialog = screen.getByRole("alertdialog", { name: "Reset the assessment?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my answers" }));
    expect(answerOf("Lights")).toBe("Good");

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Reset" }));
    expect(CATEGORY_NAMES.map(answerOf)).toEqual(CATEGORY_NAMES.map(() => undefined));
  });

  it("applies markAll and resetAssessment from the address once, then takes them off it", async () => {
    const { navigate, location } = await atAssessment();
    await navigate(`${ASSESSMENT}?markAll=true`);
    expect(location().search).toBe("");
    expect(answerOf("Tires and wheels")).toBe("Good");
    await navigate(`${ASSESSMENT}?resetAssessment=true`);
    expect(location().search).toBe("");
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

  it("taking a mark off keeps its comment for when it is marked again", async () => {
    const { user } = await atAssessment();
    await reload("/trailers/trailerAssessment/damageAssessment/rearSide");
    await user.type(screen.getByRole("textbox", { name: "Describe the damage" }), "Door hinge bent");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const place = await screen.findByRole("checkbox", { name: "Rear side damage" });
    await user.click(place);
    expect(
      within(screen.getByRole("region", { name: "Damage marked" })).getByText("Nothing marked yet."),
    ).toBeVisible();
    await user.click(place);
    expect(screen.getByText("Door hinge bent")).toBeVisible();
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
