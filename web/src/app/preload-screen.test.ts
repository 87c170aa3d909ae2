import { describe, expect, it } from "vitest";
import LoginPage from "#web/features/auth/components/login-page.tsx";
import WelcomePage from "#web/features/auth/components/welcome-page.tsx";
import { preloadScreenAt, screenAt } from "./routes.tsx";

describe("the opening screen's code, asked for at start", () => {
  it("is the screen React Router mounts at the path", async () => {
    // Welcome's and Login's too: one lazy chunk, off a signed-in driver's screens (decision 091).
    expect((await preloadScreenAt("/login"))?.default).toBe(LoginPage);
    expect((await preloadScreenAt("/"))?.default).toBe(WelcomePage);
    expect((await preloadScreenAt("/trailers/scan"))?.default).toBe(
      (await import("#web/features/scan/components/scanner-page.tsx")).default,
    );
    expect((await preloadScreenAt("/trailers/HQR-400101"))?.default).toBe(
      (await import("#web/features/qr-landing/components/qr-landing-page.tsx")).default,
    );
    expect((await preloadScreenAt("/manageTrailer"))?.default).toBe(
      (await import("./manage-trailer-screen.tsx")).default,
    );
  });

  it("is nothing for a path no screen has", () => {
    expect(screenAt("/no/such/screen")).toBeUndefined();
    expect(preloadScreenAt("/no/such/screen")).toBeUndefined();
  });
});
