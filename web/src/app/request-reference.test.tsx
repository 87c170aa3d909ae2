// One request, one id (decision 070): a write the Worker answers with a failure
// shows the driver the edge's request id, the one its log line carries; the
// driver's copy keeps it, and Report issue sends it with the report, so a driver's
// call to the broker finds the log line.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { paths } from "#web/config/paths.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { answeredRequestId, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

const GOOD_ID = trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company);

describe("the request id of a failed write", () => {
  it("shows on the refusal, stays on the driver's copy, and goes with the next report", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    api.state.trailerPhotosWorkflowEnabled = false;
    signInAs(api);
    reloadPersistedSignals();
    await loadOrderData();
    const { user } = await renderApp("/trailers/manualEntry/attach");
    await user.type(screen.getByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
    await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
    await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` });
    await user.click(screen.getByRole("radio", { name: "Loaded trailer" }));
    await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    await user.click(screen.getByRole("button", { name: "Mark all as good" }));
    await user.click(screen.getByRole("button", { name: "Submit assessment" }));
    await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
    // Another driver takes the trailer meanwhile: the system of record refuses the attach.
    api.state.held.set(GOOD_ID, "6025550199");
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));

    const refusal = await screen.findByText(/The carrier did not accept it/);
    const requestId = await answeredRequestId(api, "/api/associations/attach");
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(refusal.textContent).toContain(`Reference for your broker: ${requestId}`);

    // The driver's copy of that attach keeps the reference, with no signal needed.
    const attach = outbox.entries.value.find((entry) => entry.kind === "attach");
    expect(attach).toMatchObject({ state: "refused", lastError: { requestId } });
    await reload(paths.driversCopy.getHref(attach?.id ?? ""));
    const copy = await screen.findByRole("article");
    const reference = within(copy).getByText(requestId);
    expect(reference.closest("div")?.textContent).toContain("Reference for your broker");

    // Report issue shows it and sends it with the report.
    await reload(paths.reportIssue.getHref());
    expect(await screen.findByRole("textbox", { name: /Reference of the last error/ })).toHaveProperty(
      "value",
      requestId,
    );
    await user.type(screen.getByRole("textbox", { name: /what happened/i }), "Attach refused at the yard");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Feedback submitted successfully");
    const report = api.calls.findLast((call) => call.path === "/api/feedback");
    expect(report?.body).toMatchObject({ requestId });
  });
});
