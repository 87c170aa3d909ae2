import { afterEach, describe, expect, it } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { loggedOut, userDetails } from "#web/stores/session.ts";
import { canHydrate, readPrerendered } from "./prerendered-screens.ts";

const at = (pathname: string) => ({ pathname }) as Location;
const DRIVER = {
  orderNumber: "1001001",
  mobileNumber: "5550100001",
  company: "knight",
  loadId: "knight-1001001",
} as unknown as NonNullable<typeof userDetails.value>;

afterEach(() => {
  localStorage.clear();
  reloadPersistedSignals();
  history.replaceState(null, "", "/");
});

describe("whether the page takes a prerendered screen over as it is", () => {
  it("reads which screen and language the HTML holds, and nothing from other HTML", () => {
    const root = document.createElement("div");
    expect(readPrerendered(root)).toBeUndefined();
    root.setAttribute("data-prerendered-path", "/login");
    root.setAttribute("data-prerendered-locale", "es");
    expect(readPrerendered(root)).toEqual({ path: "/login", locale: "es" });
    root.setAttribute("data-prerendered-locale", "fr");
    expect(readPrerendered(root)).toBeUndefined();
    root.setAttribute("data-prerendered-locale", "es");
    root.setAttribute("data-prerendered-path", "/manageTrailer");
    expect(readPrerendered(root)).toBeUndefined();
  });

  it("does when the screen, the language and what the phone knows are the build's", () => {
    expect(canHydrate({ path: "/login", locale: "es" }, "es", at("/login"))).toBe(true);
    expect(canHydrate({ path: "/login", locale: "es" }, "en-US", at("/login"))).toBe(false);
    expect(canHydrate({ path: "/login", locale: "es" }, "es", at("/"))).toBe(false);
  });

  it("does not on a guest screen for a driver signed in on this phone (the app sends them on)", () => {
    userDetails.value = DRIVER;
    expect(canHydrate({ path: "/", locale: "en-US" }, "en-US", at("/"))).toBe(false);
    expect(canHydrate({ path: "/login", locale: "en-US" }, "en-US", at("/login"))).toBe(false);
    // The legal texts are the same for everyone.
    expect(canHydrate({ path: "/privacyPolicy", locale: "en-US" }, "en-US", at("/privacyPolicy"))).toBe(true);
  });

  it("does not after a logout (the app goes to Login) or with a navigation's state (a notice)", () => {
    loggedOut.value = true;
    expect(canHydrate({ path: "/termsOfUse", locale: "en-US" }, "en-US", at("/termsOfUse"))).toBe(false);
    loggedOut.value = false;
    history.replaceState({ usr: { companyDriver: true }, key: "x", idx: 0 }, "", "/");
    expect(canHydrate({ path: "/", locale: "en-US" }, "en-US", at("/"))).toBe(false);
  });
});
