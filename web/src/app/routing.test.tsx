import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "#web/config/paths.ts";
import { safeNext } from "#web/features/auth/safe-next.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { loggedOut, userDetails } from "#web/stores/session.ts";
import { DEMO, demoUser, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { AUTHENTICATED_SCREENS } from "./routes.tsx";

describe("routing rules (docs/product.md §2)", () => {
  it("sends the driver to Login when the logged-out flag is set, and clears the flag", async () => {
    installFakeApi();
    localStorage.setItem("hitch:loggedOut", "true");
    reloadPersistedSignals();
    const { location } = await renderApp("/");
    expect(location().pathname).toBe("/login");
    expect(loggedOut.value).toBe(false);
    expect(localStorage.getItem("hitch:loggedOut")).toBeNull();
  });

  it("sends a signed-in driver on Login or Welcome to Manage trailer", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { location, navigate } = await renderApp("/login");
    expect(location().pathname).toBe("/manageTrailer");
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    await navigate("/");
    expect(location().pathname).toBe("/manageTrailer");
  });

  it("checks the session on authenticated routes: an expired one leads to 'Session Expired' and clears the phone", async () => {
    installFakeApi(); // the Worker has no session
    localStorage.setItem("hitch:userDetails", JSON.stringify(demoUser()));
    reloadPersistedSignals();
    const { location, user } = await renderApp("/manageTrailer");
    expect(location().pathname).toBe("/unauthorized");
    expect(screen.getByRole("heading", { name: "Session Expired" })).toBeVisible();
    expect(userDetails.value).toBeNull();
    expect(localStorage.getItem("hitch:userDetails")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  it("sends someone who never signed in from an authenticated route to Login", async () => {
    installFakeApi();
    const { location } = await renderApp("/reportIssue");
    expect(location().pathname).toBe("/login");
  });

  it.each(AUTHENTICATED_SCREENS)("puts %s behind the session check, as its auth flag says", async (name) => {
    installFakeApi();
    // The route's path with optional parameters left out and the others filled in.
    const path = paths[name].path.replace(/\/:\w+\?/g, "").replace(/:\w+/g, "x");
    const { location } = await renderApp(path);
    expect(location().pathname).toBe("/login");
  });

  it("ends the session when a call answers 401 in the middle of work", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { location, user } = await renderApp("/reportIssue");
    api.state.session = null;
    await user.type(screen.getByRole("textbox", { name: /what happened/i }), "Lights out");
    await user.type(screen.getByRole("textbox", { name: /trailer number/i }), DEMO.trailerNumber);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("heading", { name: "Session Expired" })).toBeVisible();
    expect(location().pathname).toBe("/unauthorized");
  });

  it("continues to the scanned trailer after sign-in", async () => {
    const api = installFakeApi();
    const { location, navigate } = await renderApp(`/trailers/${DEMO.qrId}`);
    expect(location().pathname).toBe("/login");
    expect(location().search).toBe(`?next=%2Ftrailers%2F${DEMO.qrId}`);
    signInAs(api);
    reloadPersistedSignals();
    await navigate(`/login?next=%2Ftrailers%2F${DEMO.qrId}`);
    // Straight on into the workflow for that trailer (no position here: verify its plate or VIN).
    expect(
      await screen.findByRole("heading", { name: `Verify trailer ${DEMO.trailerNumber}` }),
    ).toBeVisible();
    expect(location().pathname).toBe("/trailers/manualEntry/verification");
  });

  it("continues to the scanned trailer through the real sign-in: Login, company, code", async () => {
    const api = installFakeApi();
    const { location, user } = await renderApp(`/trailers/${DEMO.qrId}`);
    expect(location().pathname).toBe("/login");
    await user.type(screen.getByRole("textbox", { name: /order number/i }), DEMO.bothCompaniesOrder);
    await user.type(screen.getByRole("textbox", { name: /mobile phone number/i }), DEMO.mobileNumber);
    await user.click(screen.getByRole("checkbox", { name: /i agree/i }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Knight" }));
    await user.type(await screen.findByRole("textbox", { name: /verification code/i }), DEMO.code);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByRole("heading", { name: `Verify trailer ${DEMO.trailerNumber}` }),
    ).toBeVisible();
    expect(location().pathname).toBe("/trailers/manualEntry/verification");
    expect(api.state.session?.orderNumber).toBe(DEMO.bothCompaniesOrder);
  });

  it("accepts only a scanned trailer page as the place to continue to", () => {
    expect(safeNext("/trailers/QR-1")).toBe("/trailers/QR-1");
    expect(safeNext("https://evil.example/trailers/QR-1")).toBeUndefined();
    expect(safeNext("//evil.example/trailers/x")).toBeUndefined();
    expect(safeNext("/trailers/scan")).toBeUndefined();
    expect(safeNext("/manageTrailer")).toBeUndefined();
    expect(safeNext("/trailers/a/../../x")).toBeUndefined();
  });

  it("shows Not found, with a way back, for a path with no screen", async () => {
    installFakeApi();
    const { user, location, navigate } = await renderApp("/trailers/scan/front");
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Go to the start" }));
    expect(location().pathname).toBe("/");
    await navigate("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
