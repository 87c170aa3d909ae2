import { describe, expect, it } from "vitest";
import LoginPage from "../features/auth/components/login-page.tsx";
import { preloadScreenAt, screenAt } from "./routes.tsx";

describe("the opening screen's code, asked for at start", () => {
  it("is the screen React Router mounts at the path", async () => {
    expect(screenAt("/login")).toBe(LoginPage);
    expect((await preloadScreenAt("/trailers/scan"))?.default).toBe(
      (await import("../features/scan/components/scanner-page.tsx")).default,
    );
    expect((await preloadScreenAt("/trailers/HQR-400101"))?.default).toBe(
      (await import("../features/qr-landing/components/qr-landing-page.tsx")).default,
    );
    expect((await preloadScreenAt("/manageTrailer"))?.default).toBe(
      (await import("./manage-trailer-screen.tsx")).default,
    );
  });

  it("is nothing for an eager screen or a path no screen has", () => {
    expect(preloadScreenAt("/")).toBeUndefined();
    expect(screenAt("/no/such/screen")).toBeUndefined();
  });
});
