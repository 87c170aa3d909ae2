// Log out from the menu. Log out takes everything of the driver's off this phone (decision 120):
// their writes, photos and copies, and what the app kept of their order. With work of theirs not
// sent yet (waiting or being sent), it first says how much and what, and the driver chooses (decision
// 103): wait for it to be sent (they stay signed in, and it is tried again at once), or discard it
// and log out. Discarding is never done unasked: when what waits cannot be read, the driver is
// asked as well.
// Loaded at the tap (use-log-out.ts), not with Manage trailer's first screen, where the menu is.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NavigateFunction } from "react-router";
import { paths } from "#web/config/paths.ts";
import { endWorkerSession } from "#web/features/auth/api/sign-out.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { forgetDriver } from "#web/stores/forget-driver.ts";
import { loggedOut, userDetails } from "#web/stores/session.ts";

// The outbox's code loads after the first screen (decisions 091, 092); here, at the moment of log
// out, when it has not yet. Its words (a write's label) come with it.
const loadUnsentWork = withWorkflowStrings(() => import("#web/outbox/unsent-work.ts"));

export async function logOut(i18n: I18n, navigate: NavigateFunction): Promise<void> {
  const leave = async () => {
    // The phone forgets the driver even when the Worker cannot be reached (it is told later).
    await endWorkerSession();
    try {
      await forgetDriver();
    } catch (error) {
      console.error("The driver's data could not all be removed from this phone", error);
    }
    loggedOut.value = true;
    await navigate(paths.login.getHref(), { replace: true });
  };
  const discard = { text: msg`Discard it and log out`, theme: "danger" as const, action: () => void leave() };

  const driver = userDetails.peek();
  if (!driver) return leave();
  const unsent = await loadUnsentWork()
    .then(async (module) => ({ module, work: await module.unsentWorkOf(driver.mobileNumber) }))
    .catch(() => null);
  if (unsent === null) {
    // What waits cannot be read (the outbox's code did not load): the driver decides, not us.
    confirmations.add({
      icon: "warning",
      title: msg`Your work may not all be sent yet`,
      message: msg`This phone could not check what is still waiting to be sent. Log out removes everything of yours from this phone, sent or not.`,
      buttons: [discard, { text: msg`Stay signed in`, theme: "secondary" }],
    });
    return;
  }
  const { module, work } = unsent;
  if (work.count === 0) return leave();
  const list = work.items.map((item) => i18n._(item)).join("; ");
  const question = module.unsentWorkQuestion(work.count, list);
  confirmations.add({
    icon: "warning",
    title: question.title,
    message: question.message,
    buttons: [
      discard,
      { text: question.wait, theme: "secondary", action: () => void module.sendUnsentNow() },
    ],
  });
}
