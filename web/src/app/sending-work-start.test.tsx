// When the outbox and its senders load and start (app.tsx): never on Welcome or Login before a
// code is asked for; their code, and Manage trailer's where the sign-in lands, load while the
// driver types the texted code; they start once a driver is signed in.
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEMO, installFakeApi } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const sendingWork = vi.hoisted(() => ({ loaded: 0, started: 0 }));
vi.mock("./start-sending-work.ts", () => {
  sendingWork.loaded += 1;
  return {
    startSendingWork: () => {
      sendingWork.started += 1;
      return () => {};
    },
  };
});

const landing = vi.hoisted(() => ({ loaded: false }));
vi.mock("./manage-trailer-screen.tsx", async (importActual) => {
  landing.loaded = true;
  return importActual();
});

describe("the sending work (outbox, senders)", () => {
  it("loads with Manage trailer's code once a code is asked for, and starts once the driver is signed in", async () => {
    installFakeApi();
    const { user } = await renderApp("/login");
    await user.type(screen.getByRole("textbox", { name: /order number/i }), DEMO.orderNumber);
    await user.type(screen.getByRole("textbox", { name: /mobile phone number/i }), DEMO.mobileNumber);
    await user.click(screen.getByRole("checkbox"));
    // Login up, nothing asked yet: nothing of it.
    expect(sendingWork).toEqual({ loaded: 0, started: 0 });
    expect(landing.loaded).toBe(false);

    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("textbox", { name: /verification code/i });
    await vi.waitFor(() => expect(sendingWork.loaded).toBe(1));
    await vi.waitFor(() => expect(landing.loaded).toBe(true));
    expect(sendingWork.started).toBe(0);

    await user.type(screen.getByRole("textbox", { name: /verification code/i }), DEMO.code);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    await vi.waitFor(() => expect(sendingWork.started).toBe(1));
    expect(sendingWork.loaded).toBe(1);
  });
});
