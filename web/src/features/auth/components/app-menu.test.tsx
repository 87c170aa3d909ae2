// Log out from the menu with work not sent yet (decision 103): the driver reads how much is not
// sent and what it is, and what becomes of it; Stay keeps everything as it was, Log out anyway
// leaves it on the phone, waiting for this driver's next sign-in to its order.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { userDetails } from "#web/stores/session.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const WORDS = {
  "en-US": {
    what: /what happened/i,
    trailer: /trailer number/i,
    send: "Send report",
    kept: "Report saved on this phone. It will be sent when there is signal.",
    manage: "Manage trailer",
    menu: "Menu",
    logOut: "Log out",
    title: "1 thing is not sent yet",
    message: `Not sent yet: Report an issue about trailer ${DEMO.trailerNumber}. If you log out, what has not gone by then stays on this phone and is sent only when you sign in again on this phone with order ${DEMO.orderNumber}.`,
    stay: "Stay signed in",
    anyway: "Log out anyway",
    signIn: "Sign in",
  },
  es: {
    what: /qué pasó/i,
    trailer: /número de remolque/i,
    send: "Enviar reporte",
    kept: "Reporte guardado en este teléfono. Se enviará cuando haya señal.",
    manage: "Administrar remolque",
    menu: "Menú",
    logOut: "Cerrar sesión",
    title: "1 cosa no se ha enviado todavía",
    message: `Sin enviar todavía: Reportar un problema con el remolque ${DEMO.trailerNumber}. Si cierra sesión, lo que no se haya enviado para entonces se queda en este teléfono y se envía solo cuando vuelva a iniciar sesión en este teléfono con la orden ${DEMO.orderNumber}.`,
    stay: "Seguir con la sesión iniciada",
    anyway: "Cerrar sesión de todos modos",
    signIn: "Iniciar sesión",
  },
} as const;

const unsent = () => outbox.entries.value.filter((e) => e.state === "waiting" || e.state === "sending");

describe.each(["en-US", "es"] as const)("Log out with work not sent yet (%s)", (locale) => {
  const w = WORDS[locale];

  it("says what is not sent and what becomes of it; Stay keeps the driver signed in, Log out anyway leaves it on the phone", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    const { user, location } = await renderApp("/reportIssue");
    await act(() => chooseLocale(locale));
    // No signal: the report is kept on the phone, to go when there is.
    api.state.unreachable = true;
    await user.type(screen.getByRole("textbox", { name: w.what }), "Landing gear bent");
    await user.type(screen.getByRole("textbox", { name: w.trailer }), DEMO.trailerNumber);
    await user.click(screen.getByRole("button", { name: w.send }));
    expect(await screen.findByText(w.kept)).toBeVisible();
    await screen.findByRole("heading", { name: w.manage });
    expect(unsent()).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: w.menu }));
    await user.click(screen.getByRole("menuitem", { name: w.logOut }));
    // The outbox's code loads at this tap (decision 103): on a busy machine, a moment later.
    const dialog = await screen.findByRole("alertdialog", { name: w.title }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(w.message);
    await user.click(within(dialog).getByRole("button", { name: w.stay }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("heading", { name: w.manage })).toBeVisible();
    expect(userDetails.value).not.toBeNull();
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/session")).toBe(false);
    expect(unsent()).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: w.menu }));
    await user.click(screen.getByRole("menuitem", { name: w.logOut }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: w.title })).getByRole("button", {
        name: w.anyway,
      }),
    );
    expect(await screen.findByRole("heading", { name: w.signIn })).toBeVisible();
    expect(location().pathname).toBe("/login");
    expect(userDetails.value).toBeNull();
    // The report stays on the phone, still to be sent: nothing was thrown away.
    expect(unsent().map((e) => [e.kind, e.meta?.mobileNumber, e.meta?.orderNumber])).toEqual([
      ["feedback", DEMO.mobileNumber, DEMO.orderNumber],
    ]);
  });
});
