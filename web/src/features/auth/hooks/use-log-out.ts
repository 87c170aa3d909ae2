import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { alerts } from "#web/stores/alerts.ts";

// What log out does (log-out.ts) loads at the tap: it stays out of Manage trailer's first screen,
// where the app menu is (decision 091). The service worker holds it, so a phone with no signal
// still has it; one whose first visit has not finished caching may not.
const loadLogOut = () => import("#web/features/auth/log-out.ts");

/** Log out from the menu: asks first when work of the driver's is not sent yet (log-out.ts). */
export function useLogOut() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return async () => {
    const module = await loadLogOut().catch((error: unknown) => {
      console.error(error);
      alerts.add({
        theme: "error",
        message: msg`Log out could not start without a connection. Move to a spot with signal, then try again.`,
      });
      return null;
    });
    await module?.logOut(i18n, navigate);
  };
}
