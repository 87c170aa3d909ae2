// A move to a screen whose code is still on its way keeps the screen before on view, the waiting
// line saying the next one is opening (decision 106), whatever rule each screen opens under; and
// the session is asked about once in a page's life (decision 135). A screen behind the session
// check (the attach, Report an issue) and one without it (a photo view, the legal pages) sat at two
// depths of the route table, and a move between them showed a bare loading screen for as long as
// the code took at one bar, then waited for a second session check.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

/** The privacy policy's code, held until the test lets it come. */
const held = vi.hoisted(() => {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { code, arrive: () => arrive() };
});
vi.mock("#web/features/legal/privacy-policy-page.tsx", async (importOriginal) => {
  await held.code;
  return importOriginal();
});

/** When the check's code was first asked for. */
const checkCode = vi.hoisted(() => ({ asked: false }));
vi.mock("#web/app/screens/trailer-check-screen.tsx", async (importOriginal) => {
  checkCode.asked = true;
  return importOriginal();
});

describe("the next step's code (decision 136)", () => {
  it("is asked for once a step is drawn, before the driver taps on: Manual entry's leads to the check", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await renderApp("/manageTrailer");
    expect(checkCode.asked).toBe(false);
    // Typing the number at Manual entry: the check's code comes meanwhile.
    await reload("/trailers/manualEntry/attach");
    expect(screen.getByRole("textbox", { name: /trailer number/i })).toBeVisible();
    await waitFor(() => expect(checkCode.asked).toBe(true));
  });
});

describe("a move to a screen whose code is still coming", () => {
  it("keeps the screen before, across the session check, until the next one can be drawn", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { navigate, location } = await renderApp("/reportIssue");

    await navigate("/privacyPolicy");

    expect(screen.getByRole("heading", { name: "Report an issue" })).toBeVisible();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
    await act(async () => held.arrive());
    expect(await screen.findByRole("heading", { name: "Privacy Policy" })).toBeVisible();
    expect(location().pathname).toBe("/privacyPolicy");
  });

  it("asks the Worker about the session once in the page's life, not at each way back into the signed-in screens", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { navigate } = await renderApp("/reportIssue");
    await act(async () => held.arrive());
    const sessionChecks = () =>
      api.calls.filter((call) => call.method === "GET" && call.path === "/api/session");
    expect(sessionChecks()).toHaveLength(1);

    await navigate("/privacyPolicy");
    expect(await screen.findByRole("heading", { name: "Privacy Policy" })).toBeVisible();
    await navigate("/reportIssue");

    expect(screen.getByRole("heading", { name: "Report an issue" })).toBeVisible();
    expect(sessionChecks()).toHaveLength(1);
  });
});
