// Log out from the menu. With work of this driver's still on the phone, not sent yet (waiting or
// being sent), it first says how much and what, and what becomes of it: it stays on this phone
// and goes once the driver signs in again to its order (an outbox write goes only for the driver
// and order it was made for, decision 041). The driver stays, or logs out anyway (decision 103).
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { paths } from "#web/config/paths.ts";
import { endWorkerSession } from "#web/features/auth/api/sign-out.ts";
import { withWorkflowStrings } from "#web/lib/i18n.ts";
import { clearUserState } from "#web/stores/clear-user-state.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { loggedOut, userDetails } from "#web/stores/session.ts";

// The outbox's code loads after the first screen (decisions 091, 092); here, at the moment of log
// out, when it has not yet. Its words (a write's label) come with it.
const loadUnsentWork = withWorkflowStrings(() => import("#web/outbox/unsent-work.ts"));

export function useLogOut() {
  const { i18n } = useLingui();
  const navigate = useNavigate();

  const leave = async () => {
    // The phone forgets the driver even when the Worker cannot be reached (it is told later).
    await endWorkerSession();
    clearUserState();
    loggedOut.value = true;
    await navigate(paths.login.getHref(), { replace: true });
  };

  return async () => {
    const driver = userDetails.peek();
    // Whether anything is unsent cannot be read (the outbox's code did not load): logging out
    // deletes none of it, so the driver is not held.
    const unsent = driver
      ? await loadUnsentWork()
          .then(({ unsentWorkOf }) => unsentWorkOf(driver.mobileNumber))
          .catch(() => null)
      : null;
    if (!unsent || unsent.count === 0) return leave();
    const { count } = unsent;
    const list = unsent.items.map((item) => i18n._(item)).join("; ");
    const orders = unsent.orderNumbers.join(", ");
    confirmations.add({
      icon: "warning",
      title: msg({
        message: plural(count, { one: "# thing is not sent yet", other: "# things are not sent yet" }),
      }),
      // "By then": a write being sent as the driver logs out may still arrive.
      message: msg`Not sent yet: ${list}. If you log out, what has not gone by then stays on this phone and is sent only when you sign in again on this phone with order ${orders}.`,
      buttons: [
        { text: msg`Log out anyway`, theme: "danger", action: () => void leave() },
        { text: msg`Stay signed in`, theme: "secondary" },
      ],
    });
  };
}
