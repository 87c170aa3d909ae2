// Sign-in at one bar (decision 106): a button that sends something is busy from the tap until the
// next screen is up and cannot send twice; the form it sends is closed to typing meanwhile; a driver
// back on Login while their code may not be sent again goes to Verify with the code they hold.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "#web/lib/i18n.ts";
import { pendingSignIn, userDetails } from "#web/stores/session.ts";
import { DEMO, installFakeApi, RESEND_SECONDS } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

/**
 * Verify's screen as a phone at one bar meets it: its code still on the way until the test says it
 * has come (the screen suspends, as a lazy chunk does; the app's move to it is a transition).
 */
const verifyScreen = vi.hoisted(() => ({ coming: null as Promise<void> | null }));
vi.mock("./verify-identity-page.tsx", async (importOriginal) => {
  const { createElement, use } = await import("react");
  const real = await importOriginal<typeof import("./verify-identity-page.tsx")>();
  return {
    default: function VerifyCodeOnItsWay() {
      if (verifyScreen.coming) use(verifyScreen.coming);
      return createElement(real.default);
    },
  };
});

/** Holds Verify's code until the returned function lets it come. */
function holdVerifyScreen() {
  let arrive = () => {};
  verifyScreen.coming = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return () => act(() => arrive());
}

beforeEach(() => {
  verifyScreen.coming = null;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The page's POSTs to `path` as they leave, whether or not answered yet, and a hold on their answers. */
function watchRequests(api: ReturnType<typeof installFakeApi>, path: string) {
  const sent: string[] = [];
  let release = () => {};
  let held = Promise.resolve();
  const real = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "https://hitch.test");
    if (url.pathname === path && init?.method === "POST") {
      sent.push(String(init?.body));
      await held;
    }
    return real(input, init);
  });
  return {
    sent,
    /** Answers wait from now until `release()`. */
    hold() {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

const WORDS = {
  "en-US": {
    signIn: "Sign in",
    order: "Order number",
    phone: "Mobile phone number",
    go: "Continue",
    verify: "Verify your identity",
    code: "Verification code",
    submit: "Submit",
    back: "Change order or phone number",
    resendIn: /^Resend code in 0:\d\d$/,
    manageTrailer: "Manage trailer",
  },
  es: {
    signIn: "Iniciar sesión",
    order: "Número de orden",
    phone: "Número de celular",
    go: "Continuar",
    verify: "Verifique su identidad",
    code: "Código de verificación",
    submit: "Enviar",
    back: "Cambiar la orden o el número de teléfono",
    resendIn: /^Reenviar código en 0:\d\d$/,
    manageTrailer: "Administrar remolque",
  },
} as const;
const LOCALES = Object.keys(WORDS) as (keyof typeof WORDS)[];

/** Login in `locale`, filled in for the demo driver, Continue not yet tapped. */
async function filledLogin(locale: keyof typeof WORDS) {
  const api = installFakeApi();
  const view = await renderApp("/login");
  await act(() => activateLocale(locale));
  const w = WORDS[locale];
  await view.user.type(screen.getByRole("textbox", { name: w.order }), DEMO.orderNumber);
  await view.user.type(screen.getByRole("textbox", { name: w.phone }), DEMO.mobileNumber);
  await view.user.click(screen.getByRole("checkbox"));
  return { ...view, api, w };
}

describe("Continue on Login at one bar (decision 106)", () => {
  it.each(LOCALES)(
    "in %s, a double tap with the answer held sends one code request; busy and closed to typing until Verify is up",
    async (locale) => {
      const { user, api, w } = await filledLogin(locale);
      const codes = watchRequests(api, "/api/session/code");
      codes.hold();
      const arrive = holdVerifyScreen();
      const go = screen.getByRole("button", { name: w.go });
      await user.dblClick(go);
      await waitFor(() => expect(codes.sent).toHaveLength(1));
      expect(go.getAttribute("aria-busy")).toBe("true");

      // The code is texted; Verify's screen is still on its way. Login stands, still busy: another
      // tap sends nothing, and the code typed meanwhile lands nowhere.
      codes.release();
      await waitFor(() => expect(pendingSignIn.value?.company).toBe("knight"));
      expect(screen.getByRole("heading", { name: w.signIn })).toBeVisible();
      expect(go.getAttribute("aria-busy")).toBe("true");
      expect(go).toBeDisabled();
      await user.click(go);
      const order = screen.getByRole("textbox", { name: w.order });
      expect(order).toBeDisabled();
      expect(screen.getByRole("textbox", { name: w.phone })).toBeDisabled();
      expect(screen.getByRole("checkbox")).toBeDisabled();
      await user.type(order, "123456");
      expect(order).toHaveProperty("value", DEMO.orderNumber);
      expect(codes.sent).toHaveLength(1);

      await arrive();
      expect(await screen.findByRole("heading", { name: w.verify })).toBeVisible();
      expect(screen.queryByRole("button", { name: w.go })).toBeNull();
      expect(screen.getByRole("textbox", { name: w.code })).toHaveProperty("value", "");
      expect(codes.sent).toHaveLength(1);
    },
  );

  it.each(LOCALES)(
    "in %s, back on Login within the resend cooldown, Continue goes to Verify with the code held: no second text",
    async (locale) => {
      const { user, api, w } = await filledLogin(locale);
      const codes = watchRequests(api, "/api/session/code");
      await user.click(screen.getByRole("button", { name: w.go }));
      await screen.findByRole("heading", { name: w.verify });
      await user.click(screen.getByRole("link", { name: w.back }));
      await screen.findByRole("heading", { name: w.signIn });

      // What was typed is still there: Continue again.
      await user.click(screen.getByRole("button", { name: w.go }));
      expect(await screen.findByRole("heading", { name: w.verify })).toBeVisible();
      expect(codes.sent).toHaveLength(1);
      // Resend waits out the cooldown; the code texted first signs the driver in.
      expect(screen.getByRole("button", { name: w.resendIn })).toBeDisabled();
      await user.type(screen.getByRole("textbox", { name: w.code }), DEMO.code);
      await user.click(screen.getByRole("button", { name: w.submit }));
      expect(await screen.findByRole("heading", { name: w.manageTrailer })).toBeVisible();
      expect(userDetails.value?.orderNumber).toBe(DEMO.orderNumber);
    },
  );

  it("when the API's cooldown outlasts the phone's, the refusal leads to Verify with the code held, not a wait", async () => {
    const { user, api, w } = await filledLogin("en-US");
    // A code was texted for this sign-in; the phone thinks Resend is open, the API does not.
    api.state.resendAt.set(DEMO.mobileNumber, Date.now() + RESEND_SECONDS * 1000);
    pendingSignIn.value = {
      orderNumber: DEMO.orderNumber,
      mobileNumber: DEMO.mobileNumber,
      company: "knight",
      resendAvailableAt: Date.now() - 1000,
    };
    await user.click(screen.getByRole("button", { name: w.go }));
    expect(await screen.findByRole("heading", { name: w.verify })).toBeVisible();
    expect(screen.getByRole("button", { name: w.resendIn })).toBeDisabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a different phone on Login asks for its own code, whatever the sign-in held", async () => {
    const { user, api, w } = await filledLogin("en-US");
    const codes = watchRequests(api, "/api/session/code");
    pendingSignIn.value = {
      orderNumber: DEMO.orderNumber,
      mobileNumber: "5559876543",
      company: "knight",
      resendAvailableAt: Date.now() + RESEND_SECONDS * 1000,
    };
    await user.click(screen.getByRole("button", { name: w.go }));
    await screen.findByRole("heading", { name: w.verify });
    expect(codes.sent).toHaveLength(1);
    expect(pendingSignIn.value?.mobileNumber).toBe(DEMO.mobileNumber);
  });
});

describe("Verify and Company selection send once per tap (decision 106)", () => {
  /** On Verify, as Login leaves it. */
  async function onVerify(locale: keyof typeof WORDS) {
    const api = installFakeApi();
    api.state.resendAt.set(DEMO.mobileNumber, Date.now() + RESEND_SECONDS * 1000);
    pendingSignIn.value = {
      orderNumber: DEMO.orderNumber,
      mobileNumber: DEMO.mobileNumber,
      company: "knight",
      resendAvailableAt: Date.now() + RESEND_SECONDS * 1000,
    };
    const view = await renderApp("/login/verify");
    await act(() => activateLocale(locale));
    return { ...view, api, w: WORDS[locale] };
  }

  it.each(LOCALES)(
    "in %s, Submit tapped twice with the answer held checks the code once, the code field closed until Manage trailer is up",
    async (locale) => {
      const { user, api, w } = await onVerify(locale);
      const checks = watchRequests(api, "/api/session");
      checks.hold();
      const code = screen.getByRole("textbox", { name: w.code });
      await user.type(code, DEMO.code);
      const submit = screen.getByRole("button", { name: w.submit });
      await user.dblClick(submit);
      await waitFor(() => expect(checks.sent).toHaveLength(1));
      expect(submit.getAttribute("aria-busy")).toBe("true");
      expect(code).toBeDisabled();
      await user.type(code, "9");
      expect(code).toHaveProperty("value", DEMO.code);
      checks.release();
      expect(await screen.findByRole("heading", { name: w.manageTrailer })).toBeVisible();
      expect(checks.sent).toHaveLength(1);
    },
  );

  it("Resend tapped twice once its cooldown is over texts one code, Submit closed meanwhile", async () => {
    const { user, api } = await onVerify("en-US");
    api.state.resendAt.delete(DEMO.mobileNumber);
    pendingSignIn.value = { ...pendingSignIn.value!, resendAvailableAt: Date.now() - 1000 };
    const codes = watchRequests(api, "/api/session/code");
    codes.hold();
    const resend = await screen.findByRole("button", { name: "Resend code" });
    await user.dblClick(resend);
    await waitFor(() => expect(codes.sent).toHaveLength(1));
    expect(resend.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    codes.release();
    expect(await screen.findByText(`A new code was sent to ${DEMO.formattedMobile}.`)).toBeVisible();
    expect(codes.sent).toHaveLength(1);
  });

  it("a company tapped twice with the answer held asks for one code, every company closed until Verify is up", async () => {
    const api = installFakeApi();
    pendingSignIn.value = {
      orderNumber: DEMO.bothCompaniesOrder,
      mobileNumber: DEMO.mobileNumber,
      companies: ["knight", "swift"],
    };
    const { user } = await renderApp("/login/company");
    const codes = watchRequests(api, "/api/session/code");
    codes.hold();
    const arrive = holdVerifyScreen();
    const swift = screen.getByRole("button", { name: "Swift" });
    await user.dblClick(swift);
    await waitFor(() => expect(codes.sent).toHaveLength(1));
    codes.release();
    await waitFor(() => expect(pendingSignIn.value?.company).toBe("swift"));
    expect(screen.getByRole("heading", { name: "Select company" })).toBeVisible();
    expect(swift.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Knight" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Knight" }));
    await arrive();
    expect(await screen.findByRole("heading", { name: "Verify your identity" })).toBeVisible();
    expect(codes.sent).toHaveLength(1);
    expect(within(document.body).queryByRole("button", { name: "Swift" })).toBeNull();
  });
});
