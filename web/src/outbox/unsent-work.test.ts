// What a log out would leave unsent, as the confirmation names it (decision 103): the driver's
// writes waiting or being sent, a trailer's photos as one line, nobody else's, nothing sent.
import { i18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "#web/lib/i18n.ts";
import { userDetails } from "#web/stores/session.ts";
import { heldSender } from "#web/test/held-sender.ts";
import { demoUser } from "#web/test/in-memory-worker.ts";
import { outbox } from "./app-outbox.ts";
import { ownerMeta } from "./outbox-entry.ts";
import { unsentWorkOf } from "./unsent-work.ts";

const DRIVER = { mobileNumber: "5551234567", orderNumber: "ORDER1" };
const meta = (driver = DRIVER, more: Record<string, string> = {}) => ({ ...ownerMeta(driver), ...more });

describe("the work a log out would leave unsent", () => {
  // No screen here: the labels' language is made active, and the outbox emptied after each test.
  beforeEach(() => activateLocale("en-US"));
  afterEach(async () => {
    await outbox.clearAll();
    userDetails.value = null;
  });

  it("counts the driver's waiting and sending writes, names them, and a trailer's photos are one line", async () => {
    // Signed in: the outbox sends only the signed-in driver's writes (decision 041).
    userDetails.value = demoUser(DRIVER);
    const answer = heldSender("assessment");
    outbox.registerSender("feedback", async () => ({ status: "done" }));
    await outbox.enqueue({ kind: "feedback", payload: {}, meta: meta(DRIVER, { trailer: "5301234" }) });
    // Being sent: its answer is held.
    await outbox.enqueue({ kind: "assessment", payload: {}, meta: meta(DRIVER, { trailer: "400101" }) });
    for (const side of ["trailerFront", "driverFront", "driverRear"]) {
      await outbox.enqueue({ kind: "photo", payload: {}, meta: meta(DRIVER, { trailer: "400101", side }) });
    }
    await outbox.enqueue({ kind: "attach", payload: {}, meta: meta(DRIVER, { trailer: "400101" }) });
    // Another order of the same driver (before an order change), and another driver's.
    await outbox.enqueue({
      kind: "detach",
      payload: {},
      meta: meta({ ...DRIVER, orderNumber: "ORDER0" }, { trailer: "400099" }),
    });
    await outbox.enqueue({
      kind: "attach",
      payload: {},
      meta: meta({ mobileNumber: "5559999999", orderNumber: "ORDER9" }, { trailer: "400777" }),
    });
    await expect.poll(() => outbox.entries.value.find((e) => e.kind === "assessment")?.state).toBe("sending");
    expect(outbox.entries.value.find((e) => e.kind === "feedback")?.state).toBe("done");

    const unsent = await unsentWorkOf(DRIVER.mobileNumber);
    answer();
    expect(unsent.count).toBe(6);
    expect(unsent.items.map((item) => i18n._(item))).toEqual([
      "Assessment of trailer 400101",
      "Photos of trailer 400101 (3)",
      "Attach trailer 400101",
      "Detach trailer 400099",
    ]);
  });

  it("nothing waiting: nothing to say", async () => {
    expect(await unsentWorkOf(DRIVER.mobileNumber)).toEqual({ count: 0, items: [] });
  });
});
