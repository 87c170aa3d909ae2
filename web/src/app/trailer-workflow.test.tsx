// The trailer workflow as a driver meets it, across its features: identify the
// trailer, the check's answer, proving presence, the slot, the write through the
// outbox. The Worker is real (in memory); only the network, the position and
// the logistics API at the far edge are faked.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import {
  ELSEWHERE,
  FINDER_TRAILERS,
  GOOD_TRAILER,
  ORDER_WITH_TRAILERS,
  STOLEN_TRAILER,
  UNSTORABLE_TRAILER,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { PHOTOS_STEP_MOUNTED, stepAfterAssessment } from "#web/features/assessment/next-step.ts";
import { POSITION_DEADLINE_MS, POSITION_PATIENCE_MS } from "#web/lib/geolocation.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { alerts } from "#web/stores/alerts.ts";
import { previousOrderAnswer } from "#web/stores/previous-order-answer.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { DEMO, demoUser, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

const GOOD_ID = trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company);

/**
 * A signed-in driver at `path`, with the trailer photos flag off: these tests are about finding,
 * checking and recording; the Photos step between the assessment and the record has its own
 * (features/photos/photos.test.tsx, photos-sending.test.tsx).
 */
async function signedInAt(path: string, position: Parameters<typeof placePhoneAt>[0] = YARD) {
  const phone = placePhoneAt(position);
  const api = installFakeApi();
  api.state.trailerPhotosWorkflowEnabled = false;
  signInAs(api);
  reloadPersistedSignals();
  await loadOrderData();
  return { api, phone, ...(await renderApp(path)) };
}

const writes = (api: ReturnType<typeof installFakeApi>, kind: string) =>
  api.calls.filter((call) => call.method === "POST" && call.path === `/api/associations/${kind}`);

type User = Awaited<ReturnType<typeof renderApp>>["user"];

/** The assessment step: every category good, then Submit. */
async function assessAllGood(user: User, number: string = GOOD_TRAILER.number) {
  await screen.findByRole("heading", { name: `Assess trailer ${number}` });
  await user.click(screen.getByRole("button", { name: "Mark all as good" }));
  await user.click(screen.getByRole("button", { name: "Submit assessment" }));
}

/** Signed in at Manual entry: the good trailer typed, taken loaded, assessed all good; on Confirm trailer. */
async function onConfirmAttach() {
  const signedIn = await signedInAt("/trailers/manualEntry/attach");
  await typeNumber(signedIn.user, GOOD_TRAILER.number);
  await signedIn.user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
  await signedIn.user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
  await signedIn.user.click(screen.getByRole("button", { name: "Continue" }));
  await assessAllGood(signedIn.user);
  await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
  return signedIn;
}

async function typeNumber(user: User, number: string) {
  const field = screen.getByRole("textbox", { name: /Trailer number/ });
  await user.clear(field);
  if (number) await user.type(field, number);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
}

describe("Manual entry", () => {
  it("refuses an empty number, one of 41 characters and one with a dash, keeping what was typed", async () => {
    const { user, api } = await signedInAt("/trailers/manualEntry/attach");
    await typeNumber(user, "");
    expect(screen.getByText("Required")).toBeVisible();
    await typeNumber(user, "1".repeat(41));
    expect(screen.getByText("Trailer number can have at most 15 characters.")).toBeVisible();
    await typeNumber(user, "53.01");
    expect(screen.getByText("Invalid Trailer!")).toBeVisible();
    expect(api.calls.filter((c) => c.path.startsWith("/api/trailers"))).toEqual([]);
    // The draft survives a reload.
    await reload("/trailers/manualEntry/attach");
    expect((screen.getByRole("textbox", { name: /Trailer number/ }) as HTMLInputElement).value).toBe("53.01");
  });

  it("leaves out the prefix SWFZ typed in front of the number", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach");
    await user.type(screen.getByRole("textbox", { name: /Trailer number/ }), `swfz${GOOD_TRAILER.number}`);
    expect(screen.getByText("The prefix SWFZ is left out.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
    expect(
      await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` }),
    ).toBeVisible();
  });

  it("says a number that matches no trailer is not found, with the finder map", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach");
    await typeNumber(user, "1234567");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Trailer 1234567 not found" })).toBeVisible();
    expect(within(alert).getByRole("link", { name: "Find your order's trailers on the map" })).toBeVisible();
  });
});

describe("Attach", () => {
  it("at the trailer: the slot, the confirmation, recorded once however often Attach is tapped", async () => {
    const { user, api, location } = await signedInAt("/trailers/manualEntry/attach");
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` });
    expect(screen.getByText("Trailer")).toBeVisible(); // the progress stages
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Loaded trailer" }));
    await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    await user.click(next);
    await assessAllGood(user);
    await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
    const attach = screen.getByRole("button", { name: "Attach trailer" });
    await user.dblClick(attach);
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(location().pathname).toBe("/manageTrailer");
    expect(alerts.alerts.value.map((a) => a.theme)).toContain("success");
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);
    expect(writes(api, "attach")).toHaveLength(1);
    expect(writes(api, "attach")[0]?.body).toMatchObject({
      trailer: { trailerId: GOOD_ID },
      loadTrailerStatus: "loadedTrailer",
      location: { lat: YARD.lat, lng: YARD.lng },
      // Trailer photos off: no roadworthy confirmation was asked, so none is claimed.
      certified: false,
    });
    // Its code loads once Manage trailer is up (decision 091).
    const recent = await screen.findByRole("region", { name: "Your recent work" });
    // One line for the job: the attach, its assessment summed up (decision 107).
    expect(within(recent).getByText(`Attach trailer ${GOOD_TRAILER.number}`)).toBeVisible();
    expect(within(recent).getAllByText("Sent")).toHaveLength(1);
    expect(within(recent).getByText("Assessment sent")).toBeVisible();
    expect(flow.value).toBeNull();
  });

  it("an attach the system of record refuses is told as refused, never as sent", async () => {
    const { user, api } = await onConfirmAttach();
    const attach = await screen.findByRole("button", { name: "Attach trailer" });
    // Another driver takes it meanwhile: the carrier refuses the attach (440), as a 409 from the
    // reference API, as a 200 with isSuccessful false from a carrier keeping to docs/product.md §5.
    api.heldByAnotherDriver(GOOD_ID);
    await user.click(attach);
    await vi.waitFor(() =>
      expect(outbox.entries.value.find((e) => e.kind === "attach")).toMatchObject({
        state: "refused",
        lastError: { kind: "refused", reasonCode: 440 },
      }),
    );
    expect(await screen.findByRole("alert")).toBeVisible();
    expect(screen.queryByText("Attached to trailer")).toBeNull();
    expect(api.state.held.get(GOOD_ID)).not.toBe(DEMO.mobileNumber);
  });

  it("a reload on a step resumes that step", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach");
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` });
    await user.click(screen.getByRole("radio", { name: "My empty trailer to return" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    // On the assessment step first (the status is kept as the step is left), then the reload.
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    await reload("/trailers/trailerAssessment/attach");
    await assessAllGood(user);
    await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
    await reload("/trailerStatusIndication");
    expect(screen.getByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` })).toBeVisible();
    expect(screen.getByText("My empty trailer to return")).toBeVisible();
  });

  it("with no signal, the attach waits on the phone and is recorded once when the signal returns", async () => {
    const { user, api } = await onConfirmAttach();
    api.state.unreachable = true;
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    // Its code loads once Manage trailer is up (decision 091).
    const recent = await screen.findByRole("region", { name: "Your recent work" });
    expect(await within(recent).findByText("Waiting for signal")).toBeVisible();
    expect(api.state.held.has(GOOD_ID)).toBe(false);

    // The app is reloaded before the signal returns: the write is still there, and goes once.
    await reload("/manageTrailer");
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => {
      const recent = screen.getByRole("region", { name: "Your recent work" });
      expect(within(recent).getByText("Assessment sent")).toBeVisible();
      expect(within(recent).getByText("Sent")).toBeVisible();
    });
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);
    const sent = writes(api, "attach").map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(sent).size).toBe(1);
    expect(outbox.entries.value.map((e) => [e.kind, e.state])).toEqual([
      ["assessment", "done"],
      ["attach", "done"],
    ]);
  });

  it("the carrier's system gives no answer: the driver reads that the attach waits for it, not for signal", async () => {
    const { user, api } = await onConfirmAttach();
    // The phone has signal; the Worker's call to the carrier gets no answer (the Worker's 504).
    api.state.upstreamTimeout = true;
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    const live = screen.getByRole("region", { name: "Alerts" });
    expect(
      within(live).getByText(
        "Saved on this phone. The carrier's system has not confirmed it yet; Hitch will send it again by itself, and Manage trailer shows when it is sent.",
      ),
    ).toBeVisible();
    expect(within(live).queryByText(/as soon as there is signal/)).toBeNull();
    const recent = await screen.findByRole("region", { name: "Your recent work" });
    expect(await within(recent).findByText("Waiting for the carrier's system")).toBeVisible();
    expect(within(recent).queryByText("Waiting for signal")).toBeNull();

    // The carrier answers again: the outbox's next try records it, once, and the alert that said it
    // was kept closes: the list says it is sent.
    api.state.upstreamTimeout = false;
    await act(() => outbox.resume());
    await waitFor(() => {
      expect(within(recent).getByText("Assessment sent")).toBeVisible();
      expect(within(recent).getByText("Sent")).toBeVisible();
    });
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);
    await waitFor(() => expect(within(live).queryByText(/^Saved on this phone/)).toBeNull());
  });
});

describe("The assessment in the flow", () => {
  const assessments = (api: ReturnType<typeof installFakeApi>) =>
    api.calls.filter((call) => call.method === "POST" && call.path === "/api/assessments");
  const stageNames = () =>
    within(screen.getByRole("navigation", { name: "Progress" }))
      .getAllByRole("listitem")
      .map((li) => [li.textContent, li.getAttribute("aria-current")]);

  async function toAssessment(photos: boolean) {
    placePhoneAt(YARD);
    const api = installFakeApi();
    api.state.trailerPhotosWorkflowEnabled = photos;
    signInAs(api);
    reloadPersistedSignals();
    await loadOrderData();
    const setUp = { api, ...(await renderApp("/trailers/manualEntry/attach")) };
    await typeNumber(setUp.user, GOOD_TRAILER.number);
    await setUp.user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
    await setUp.user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    await setUp.user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    return setUp;
  }

  it("photos off: Trailer, Assessment, Status; a flat tire and its comment sent once, as codes, however often Submit is tapped", async () => {
    const { user, api, location } = await toAssessment(false);
    expect(stageNames()).toEqual([
      ["Trailer", null],
      ["Assessment", "step"],
      ["Status", null],
    ]);
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(
      within(screen.getByRole("group", { name: "Tires and wheels" })).getByRole("radio", { name: "Damaged" }),
    );
    await user.click(await screen.findByRole("checkbox", { name: "Driver side tires and wheels" }));
    await user.click(screen.getByRole("link", { name: "Add a comment on Driver side tires and wheels" }));
    await user.type(await screen.findByRole("textbox", { name: "Describe the damage" }), "Llanta ponchada");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(await screen.findByRole("link", { name: "Done" }));
    await user.dblClick(await screen.findByRole("button", { name: "Submit assessment" }));

    await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
    expect(location().pathname).toBe("/trailerStatusIndication");
    expect(stageNames()).toEqual([
      ["Trailer", null],
      ["Assessment", null],
      ["Status", "step"],
    ]);
    expect(assessments(api)).toHaveLength(1);
    expect([...api.state.assessments.values()]).toMatchObject([{ trailerId: GOOD_ID, redTag: false }]);
    expect(assessments(api)[0]?.body).toMatchObject({
      trailer: { trailerId: GOOD_ID },
      association: "attach",
      redTag: false,
      // The loaded trailer's seal goes as one more item, its words the comment (decision 123).
      items: [
        { type: "tires", subType: "driverSide", comment: "Llanta ponchada" },
        { type: "other", comment: "No seal" },
      ],
    });
    // Back to the assessment: it is shown as sent, and cannot be sent again.
    await reload("/trailers/trailerAssessment/attach");
    expect(screen.getByText("This assessment has been sent.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Submit assessment" })).toBeNull();
    expect(outbox.entries.value.filter((e) => e.kind === "assessment")).toHaveLength(1);
  });

  it("photos on: Trailer, Assessment, Photos; the step after the assessment is where Photos plugs in", async () => {
    const { user, location } = await toAssessment(true);
    expect(stageNames().map(([name]) => name)).toEqual(["Trailer", "Assessment", "Photos"]);
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(screen.getByRole("button", { name: "Submit assessment" }));
    await waitFor(() => expect(location().pathname).not.toBe("/trailers/trailerAssessment/attach"));
    expect(location().pathname + location().search).toBe(stepAfterAssessment("attach", true));
    expect(location().pathname).toBe(
      PHOTOS_STEP_MOUNTED ? "/trailers/trailerPhotos" : "/trailerStatusIndication",
    );
  });

  it("a full detach assessment with photos off has no third step: its confirmation records the detach", async () => {
    const { user, api } = await toAssessment(false);
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(screen.getByRole("button", { name: "Submit assessment" }));
    await user.click(await screen.findByRole("button", { name: "Attach trailer" }));
    await user.click(await screen.findByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    await user.click(screen.getByRole("link", { name: "Full detach assessment" }));
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    expect(stageNames().map(([name]) => name)).toEqual(["Trailer", "Assessment"]);
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    // The loaded trailer's drop asks its seal again (decision 123).
    await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    await user.click(screen.getByRole("button", { name: "Submit assessment" }));
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    expect(screen.getByText("Your assessment of this trailer is saved.")).toBeVisible();
    expect(stageNames()).toEqual([
      ["Trailer", null],
      ["Assessment", "step"],
    ]);
    await user.click(
      screen.getByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }),
    );
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(assessments(api).map((c) => (c.body as { association: string }).association)).toEqual([
      "attach",
      "detach",
    ]);
    expect(writes(api, "detach")).toHaveLength(1);
  });

  it("red tag: the step says what submitting confirms; the success text shows; the next driver cannot attach it", async () => {
    const { user, api } = await toAssessment(false);
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(
      within(screen.getByRole("group", { name: "Brakes" })).getByRole("radio", { name: "Damaged" }),
    );
    await user.click(await screen.findByRole("checkbox", { name: "Passenger side brakes" }));
    await user.click(screen.getByRole("link", { name: "Done" }));
    await user.click(
      await screen.findByRole("checkbox", {
        name: "This trailer is unsafe to perform a load with (virtual red tag)",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Continue to the red tag" }));
    await screen.findByRole("heading", { name: "Virtual red tag" });
    expect(
      screen.getByText(
        `Submitting confirms that trailer ${GOOD_TRAILER.number} is unsafe to perform a load with.`,
      ),
    ).toBeVisible();
    expect(assessments(api)).toEqual([]);
    // Not on the driver's order yet: being near it is not proof enough, its plate or VIN is.
    expect(
      screen.getByText(
        `To send a red tag, read trailer ${GOOD_TRAILER.number}'s license plate or the last 6 characters of its VIN off the trailer.`,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit red tag" }));
    expect(screen.getByText("Required")).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "License plate" }), "AZ 99999");
    await user.click(screen.getByRole("button", { name: "Submit red tag" }));
    expect(await screen.findByText("Not found!")).toBeVisible();
    expect(assessments(api)).toEqual([]);
    await user.clear(screen.getByRole("textbox", { name: "License plate" }));
    await user.type(screen.getByRole("textbox", { name: "License plate" }), GOOD_TRAILER.plate);
    await user.dblClick(screen.getByRole("button", { name: "Submit red tag" }));

    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(screen.getByText("Trailer confirmed with virtual red tag")).toBeVisible();
    expect(flow.value).toBeNull();
    expect(writes(api, "attach")).toEqual([]);
    expect(assessments(api)).toHaveLength(1);
    expect([...api.state.assessments.values()]).toMatchObject([{ trailerId: GOOD_ID, redTag: true }]);
    expect(assessments(api)[0]?.body).toMatchObject({
      redTag: true,
      items: [
        { type: "brakes", subType: "passengerSide" },
        { type: "other", comment: "No seal" },
      ],
    });

    // The next driver who finds it is told it was marked unsafe, and cannot take it.
    signInAs(api, demoUser({ mobileNumber: "5551000222" }));
    await reload("/trailers/manualEntry/attach");
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByRole("heading", { name: "Trailer Unavailable" });
    expect(
      screen.getByText(
        "This trailer is damaged and awaiting repairs: another driver or the shop marked it unsafe.",
      ),
    ).toBeVisible();
  });

  it("red tag of the trailer the driver holds, at it: no plate or VIN asked, the tag goes with the detach's assessment", async () => {
    const { user, api } = await holdingTheGoodTrailer();
    await user.click(await screen.findByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    await user.click(screen.getByRole("link", { name: "Full detach assessment" }));
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(
      within(screen.getByRole("group", { name: "Brakes" })).getByRole("radio", { name: "Damaged" }),
    );
    await user.click(await screen.findByRole("checkbox", { name: "Passenger side brakes" }));
    await user.click(screen.getByRole("link", { name: "Done" }));
    await user.click(
      await screen.findByRole("checkbox", {
        name: "This trailer is unsafe to perform a load with (virtual red tag)",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Continue to the red tag" }));
    await screen.findByRole("heading", { name: "Virtual red tag" });
    expect(screen.queryByRole("textbox", { name: "License plate" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit red tag" }));
    await screen.findByText("Trailer confirmed with virtual red tag");
    expect([...api.state.assessments.values()].at(-1)).toMatchObject({ trailerId: GOOD_ID, redTag: true });
  });

  it("reason 511 (the record could not store it) is said, not thrown: the assessment is kept and sent again", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    api.state.trailerPhotosWorkflowEnabled = false;
    signInAs(api);
    reloadPersistedSignals();
    await loadOrderData();
    const { user } = await renderApp("/trailers/manualEntry/attach");
    await typeNumber(user, UNSTORABLE_TRAILER.number);
    await user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
    await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await assessAllGood(user, UNSTORABLE_TRAILER.number);

    await screen.findByRole("heading", { name: `Confirm trailer ${UNSTORABLE_TRAILER.number}` });
    expect(screen.getByText("The trailer's record could not be stored just now (reason 511).")).toBeVisible();
    expect(screen.getByText(/The assessment is saved on this phone/)).toBeVisible();
    const [kept] = outbox.entries.value;
    expect(kept).toMatchObject({ kind: "assessment", state: "waiting", lastError: { reasonCode: 511 } });
    expect(api.state.assessments.size).toBe(0);
  });

  it("with no signal the assessment waits on the phone, the flow goes on, and it is sent once when the signal returns", async () => {
    const { user, api } = await toAssessment(false);
    api.state.unreachable = true;
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(screen.getByRole("button", { name: "Submit assessment" }));
    await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
    expect(
      screen.getByText(/The assessment is saved on this phone\. It will be sent as soon as it can be/),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });

    await reload("/manageTrailer");
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() =>
      expect(outbox.entries.value.map((e) => [e.kind, e.state])).toEqual([
        ["assessment", "done"],
        ["attach", "done"],
      ]),
    );
    const keys = assessments(api).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(api.state.assessments.size).toBe(1);
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);
  });
});

describe("The check's answer", () => {
  it("a stolen trailer is unavailable, with its own reason and what to do", async () => {
    const { user, api } = await signedInAt("/trailers/manualEntry/attach");
    await typeNumber(user, STOLEN_TRAILER.number);
    await screen.findByRole("heading", { name: "Trailer Unavailable" });
    // In the app's words from the reason key; from a carrier that sends only §3's type, result and
    // message (type 0 is a wrong status, stolen or in the shop), in the carrier's message as given.
    expect(screen.getByText(/reported stolen/)).toBeVisible();
    expect(screen.getByText(/[Dd]o not move it\. Open a police report/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Scan Another Trailer" })).toBeVisible();
    expect(writes(api, "attach")).toEqual([]);
  });

  it("with location denied, the driver reads the plate off the trailer (spaces and lower case welcome)", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach", null);
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByRole("heading", { name: `Verify trailer ${GOOD_TRAILER.number}` });
    expect(screen.getByText(/Your location is unavailable or denied/)).toBeVisible();
    const plate = screen.getByRole("textbox", { name: "License plate" });
    await user.type(plate, "ZZ 99999");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Not found!")).toBeVisible();
    await user.clear(plate);
    await user.type(plate, GOOD_TRAILER.plate.toLowerCase());
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` }),
    ).toBeVisible();
  });

  it("a VIN of five characters is refused on the phone, before anything is sent", async () => {
    const { user, api } = await signedInAt("/trailers/manualEntry/attach", ELSEWHERE);
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByRole("heading", { name: `Verify trailer ${GOOD_TRAILER.number}` });
    const vin = screen.getByRole("textbox", { name: "Last 6 characters of the VIN" });
    await user.type(vin, "12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(vin.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.filter((c) => c.path === "/api/trailers/verify")).toEqual([]);
    expect(screen.getByRole("heading", { name: `Verify trailer ${GOOD_TRAILER.number}` })).toBeVisible();
  });

  it("far from the trailer, the driver verifies too: the last six of the VIN", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach", ELSEWHERE);
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByRole("heading", { name: `Verify trailer ${GOOD_TRAILER.number}` });
    expect(screen.getByText(/We cannot tell from your location/)).toBeVisible();
    await user.type(
      screen.getByRole("textbox", { name: "Last 6 characters of the VIN" }),
      GOOD_TRAILER.vinLast6,
    );
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` }),
    ).toBeVisible();
  });

  it("no signal for the check: said so, and Try again checks again", async () => {
    const { user, api } = await signedInAt("/trailers/manualEntry/attach");
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` });
    await reload("/trailers/check");
    // The reload re-runs the check; this time there is no signal (online, the Request Timed Out
    // dialog would hold the check for the driver's choice: api-failures.test.tsx).
    api.state.unreachable = true;
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await reload("/trailers/check");
    expect(await screen.findByText(/There is no signal to check the trailer/)).toBeVisible();
    api.state.unreachable = false;
    offline.mockRestore();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` }),
    ).toBeVisible();
  });
});

describe("A location request nobody answers (a prompt left open, no location provider)", () => {
  /** Timers the test moves on, still running with the real clock (IndexedDB and the Worker need it). */
  const clock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
  const checks = (api: ReturnType<typeof installFakeApi>) =>
    api.calls
      .filter((c) => c.path === "/api/trailers/check")
      .map((c) => (c.body as { location: unknown }).location);

  it("after a few seconds the driver verifies with the plate instead; the steps after it do not wait again", async () => {
    const { user, api } = await signedInAt("/trailers/manualEntry/attach", "unanswered");
    clock();
    await typeNumber(user, GOOD_TRAILER.number);
    expect(await screen.findByText("Getting your location…")).toBeVisible();
    const instead = { name: "Verify with the plate or VIN instead" };
    expect(screen.queryByRole("button", instead)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(POSITION_PATIENCE_MS));
    await user.click(await screen.findByRole("button", instead));
    await screen.findByRole("heading", { name: `Verify trailer ${GOOD_TRAILER.number}` });
    await user.type(screen.getByRole("textbox", { name: "License plate" }), GOOD_TRAILER.plate);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
    await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    // Take possession asks for the position again: the unanswered request is not waited for twice.
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    expect(checks(api)).toEqual([null, null]);
  });

  it("nobody chooses: at the deadline the flow goes on to plate or VIN verification by itself", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach", "unanswered");
    clock();
    await typeNumber(user, GOOD_TRAILER.number);
    await screen.findByText("Getting your location…");
    await act(() => vi.advanceTimersByTimeAsync(POSITION_DEADLINE_MS));
    expect(
      await screen.findByRole("heading", { name: `Verify trailer ${GOOD_TRAILER.number}` }),
    ).toBeVisible();
  });

  it("a position that comes before the driver chooses is used: at the trailer, no verification", async () => {
    const { user, api, phone } = await signedInAt("/trailers/manualEntry/attach", "unanswered");
    clock();
    await typeNumber(user, GOOD_TRAILER.number);
    // The wait is on screen (its patience timer set) before the clock moves on.
    expect(await screen.findByText("Getting your location…")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(POSITION_PATIENCE_MS));
    await screen.findByRole("button", { name: "Verify with the plate or VIN instead" });
    act(() => phone.answer(YARD));
    expect(
      await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` }),
    ).toBeVisible();
    expect(checks(api)).toEqual([expect.objectContaining({ lat: YARD.lat, lng: YARD.lng })]);
  });
});

/** A driver who typed the good trailer's number, took it loaded and assessed it all good: back on Manage trailer. */
async function holdingTheGoodTrailer() {
  const signedIn = await onConfirmAttach();
  await signedIn.user.click(screen.getByRole("button", { name: "Attach trailer" }));
  await screen.findByRole("heading", { name: "Manage trailer" });
  return signedIn;
}

/** The good trailer was taken loaded: its quick drop asks the seal again (decision 141). */
async function answerNoSeal(user: Awaited<ReturnType<typeof holdingTheGoodTrailer>>["user"]) {
  await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
}

describe("Detach", () => {
  it("needs the damage certification, then detaches the trailer the driver holds", async () => {
    const { user, api } = await holdingTheGoodTrailer();

    await user.click(await screen.findByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    expect(screen.getByText("Assessment")).toBeVisible(); // Trailer, Assessment for a detach
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    expect(screen.getByText("Required")).toBeVisible();
    expect(writes(api, "detach")).toEqual([]);
    await user.click(
      screen.getByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }),
    );
    await answerNoSeal(user);
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(api.state.held.has(GOOD_ID)).toBe(false);
    expect(writes(api, "detach")).toHaveLength(1);
    expect(writes(api, "detach")[0]?.body).toMatchObject({
      location: { lat: YARD.lat, lng: YARD.lng },
      certified: true,
    });
    // At the trailer: the reporting rule for a driver away from it was not asked.
    expect(writes(api, "detach")[0]?.body).not.toHaveProperty("reportingRuleAcknowledged");
  });

  it("keeps the driver's answers through a reload: away from the trailer, the certification, the rule and the seal", async () => {
    const { user, api } = await holdingTheGoodTrailer();
    placePhoneAt(ELSEWHERE);
    await user.click(await screen.findByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    const certify = "I certify that I reported all damage to this trailer.";
    const rule = "I understand that detaching must be reported when the trailer is dropped.";
    await user.click(screen.getByRole("checkbox", { name: certify }));
    await user.click(screen.getByRole("checkbox", { name: rule }));
    await user.type(screen.getByRole("textbox", { name: /^Seal number/ }), "12 34");

    await reload("/trailers/detachTrailer");
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    expect(screen.getByRole("checkbox", { name: certify })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: rule })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /^Seal number/ })).toHaveValue("12 34");
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(writes(api, "detach")[0]?.body).toMatchObject({
      certified: true,
      reportingRuleAcknowledged: true,
    });
  });

  it("reads the order's state again once the detach is recorded, and not the flags or the alert", async () => {
    const { user, api } = await holdingTheGoodTrailer();
    await user.click(await screen.findByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await user.click(
      await screen.findByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }),
    );
    await answerNoSeal(user);
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    const detached = () => api.calls.findIndex((c) => c.path === "/api/associations/detach");
    await vi.waitFor(() => expect(detached()).toBeGreaterThanOrEqual(0));
    const sinceDetach = () => api.calls.slice(detached()).map((c) => c.path);
    await vi.waitFor(() => expect(sinceDetach()).toContain("/api/launch-state"));
    // Neither changes with the driver's writes (decision 083).
    expect(sinceDetach()).not.toContain("/api/feature-flags");
    expect(sinceDetach()).not.toContain("/api/alerts/persistent");
  });

  it("away from the trailer: the reporting rule must be acknowledged, and is on record with the detach", async () => {
    const { user, api } = await holdingTheGoodTrailer();

    placePhoneAt(ELSEWHERE);
    await user.click(await screen.findByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await screen.findByRole("heading", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    await user.click(
      screen.getByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }),
    );
    await answerNoSeal(user);
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    expect(screen.getByText("Required")).toBeVisible();
    expect(writes(api, "detach")).toEqual([]);
    await user.click(
      screen.getByRole("checkbox", {
        name: "I understand that detaching must be reported when the trailer is dropped.",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(writes(api, "detach")[0]?.body).toMatchObject({
      certified: true,
      reportingRuleAcknowledged: true,
    });
  });

  it("Manage trailer stops showing the trailer as attached once the detach is recorded, before the order is read again", async () => {
    const { user, api } = await holdingTheGoodTrailer();
    expect(await screen.findByText(/Attached now: trailer/)).toBeVisible();

    // At one bar: the order's new state is slow to come back after the detach.
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation((input, init) =>
      String(input).includes("/api/launch-state") ? new Promise<Response>(() => {}) : answer(input, init),
    );
    await user.click(screen.getByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await user.click(
      await screen.findByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }),
    );
    await answerNoSeal(user);
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(writes(api, "detach")).toHaveLength(1);
    expect(screen.queryByText(/Attached now: trailer/)).toBeNull();
    expect(screen.getByRole("link", { name: "Attach a trailer" })).toBeVisible();
  });

  it("a detach of a trailer the system shows as not attached is refused with its reason", async () => {
    await signedInAt("/trailers/manualEntry");
    await act(async () => {
      flow.value = {
        association: "detach",
        origin: "new",
        trailer: { trailerId: GOOD_ID, trailerNumber: GOOD_TRAILER.number, company: GOOD_TRAILER.company },
        check: null,
        verified: false,
        awayAcknowledged: false,
      };
    });
    await reload("/trailers/check");
    await screen.findByRole("heading", { name: "Trailer Unavailable" });
    expect(screen.getByText(/not currently attached/i)).toBeVisible();
  });
});

const PREVIOUS_WORDS = {
  en: {
    locale: "en-US",
    question: "Are you still attached?",
    using: "I am still using it",
    near: "Are you still near the trailer?",
    no: "No",
    staysAttached: `Trailer ${FINDER_TRAILERS.fromPreviousOrder} stays attached to you.`,
    rule: /A detach must be reported at the time you drop the trailer\. Not doing so leads to disqualification from Power Only loads\./,
    keep: "Keep it attached to me",
    noLonger: "I no longer have this trailer",
    back: "Back",
    leftWithout: "It was left without a detach in Hitch.",
    understand: "I understand that detaching must be reported when the trailer is dropped.",
    record: "Record that I no longer have it",
    required: "Required",
    manage: "Manage trailer",
  },
  es: {
    locale: "es",
    question: "¿Sigue enganchado?",
    using: "Todavía lo estoy usando",
    near: "¿Sigue cerca del remolque?",
    no: "No",
    staysAttached: `El remolque ${FINDER_TRAILERS.fromPreviousOrder} sigue enganchado a usted.`,
    rule: /El desenganche se debe reportar en el momento en que deja el remolque\. Si no lo hace, lo descalifican para cargas Power Only\./,
    keep: "Que siga enganchado a mí",
    noLonger: "Ya no tengo este remolque",
    back: "Volver",
    leftWithout: "Se dejó sin desengancharlo en Hitch.",
    understand: "Entiendo que el desenganche se debe reportar al dejar el remolque.",
    record: "Registrar que ya no lo tengo",
    required: "Obligatorio",
    manage: "Administrar remolque",
  },
} as const;

describe.each(Object.values(PREVIOUS_WORDS))("Still attached from a previous order ($locale)", (words) => {
  async function askedAboutIt() {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api, demoUser({ orderNumber: ORDER_WITH_TRAILERS }));
    reloadPersistedSignals();
    await loadOrderData();
    const rendered = await renderApp("/manageTrailer");
    await act(() => activateLocale(words.locale));
    await screen.findByRole("heading", { name: words.question });
    return { api, ...rendered };
  }

  it("still using it but not near it: it stays attached, the rule is said for the drop, and nothing is sent", async () => {
    const { api, user, location } = await askedAboutIt();
    expect(location().pathname).toBe("/attachedFromPreviousOrder");
    expect(screen.getByText(FINDER_TRAILERS.fromPreviousOrder)).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.using }));
    expect(screen.getByRole("heading", { name: words.near })).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.no }));
    // What follows "still using it, not near it" never offers to give the trailer up.
    expect(screen.getByText(words.staysAttached)).toBeVisible();
    expect(screen.getByText(words.rule)).toBeVisible();
    expect(screen.queryByRole("button", { name: words.noLonger })).toBeNull();
    expect(screen.queryByRole("button", { name: words.record })).toBeNull();
    await user.click(screen.getByRole("link", { name: words.keep }));
    await screen.findByRole("heading", { name: words.manage });
    expect(api.calls.filter((c) => c.path.startsWith("/api/associations/"))).toEqual([]);

    // Asked once: back on Manage trailer it is a card, not another redirect.
    await reload("/manageTrailer");
    expect(screen.getByRole("heading", { name: words.manage })).toBeVisible();
  });

  it("no longer has it: the reporting rule must be acknowledged before the release is recorded", async () => {
    const { api, user } = await askedAboutIt();
    await user.click(screen.getByRole("button", { name: words.noLonger }));
    expect(screen.getByText(words.leftWithout)).toBeVisible();
    expect(screen.getByText(words.rule)).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.record }));
    expect(screen.getByText(words.required)).toBeVisible();
    expect(writes(api, "release")).toEqual([]);
    await user.click(screen.getByRole("button", { name: words.back }));
    expect(screen.getByRole("button", { name: words.using })).toBeVisible();
  });

  it("keeps where the driver is and the rule's answer through a reload, then records the release", async () => {
    const asked = await askedAboutIt();
    // On record as this driver's, as the order's state says (the mock's launch state is fixed).
    asked.api.state.held.set(trailerId(FINDER_TRAILERS.fromPreviousOrder, "knight"), DEMO.mobileNumber);
    await asked.user.click(screen.getByRole("button", { name: words.noLonger }));
    await asked.user.click(screen.getByRole("checkbox", { name: words.understand }));
    const { user } = await reload("/attachedFromPreviousOrder");
    expect(await screen.findByText(words.leftWithout)).toBeVisible();
    expect(screen.getByRole("checkbox", { name: words.understand })).toBeChecked();
    await user.click(screen.getByRole("button", { name: words.record }));
    await screen.findByRole("heading", { name: words.manage });
    expect(writes(asked.api, "release")).toHaveLength(1);
    // Let go: nothing of the answer is left for another time.
    await waitFor(() => expect(previousOrderAnswer.value).toBeNull());
  });
});

describe("A sticker that maps to no trailer", () => {
  it("is reported through the outbox, and the driver goes on with the number typed", async () => {
    const { user, api } = await signedInAt("/trailers/QR-NOBODY");
    await screen.findByRole("heading", { name: "Invalid QR" });
    await user.click(screen.getByRole("link", { name: "Report this sticker" }));
    await screen.findByRole("heading", { name: "This trailer's QR code isn't working" });
    await user.type(screen.getByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
    // What the driver typed survives a reload.
    await reload("/reportUnassociatedQr");
    await screen.findByRole("heading", { name: "This trailer's QR code isn't working" });
    expect(screen.getByRole("textbox", { name: /Trailer number/ })).toHaveValue(GOOD_TRAILER.number);
    await user.click(screen.getByRole("button", { name: "Report and continue" }));
    expect(
      await screen.findByText("Thank you: the sticker was reported. Now continue with the trailer number."),
    ).toBeVisible();
    expect((screen.getByRole("textbox", { name: /Trailer number/ }) as HTMLInputElement).value).toBe(
      GOOD_TRAILER.number,
    );
    const reports = api.calls.filter((c) => c.path === "/api/trailers/unassociated-qr");
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toMatchObject({ scannedId: "QR-NOBODY", trailerNumber: GOOD_TRAILER.number });
  });
});
