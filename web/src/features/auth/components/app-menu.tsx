import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Menu, MenuGroup, MenuItem, MenuItemRadio } from "#web/components/ui/menu.tsx";
import { paths } from "#web/config/paths.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { clearUserState } from "#web/stores/clear-user-state.ts";
import { loggedOut } from "#web/stores/session.ts";
import { endWorkerSession } from "../api/sign-out.ts";

// Opened from the menu, rarely: its code (and the order lookup's) is not on the way to the screen.
const EditOrderDialog = lazy(() =>
  import("./edit-order-dialog.tsx").then(({ EditOrderDialog }) => ({ default: EditOrderDialog })),
);

/** The hamburger menu: edit order number, choose language, log out. */
export function AppMenu() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [editingOrder, setEditingOrder] = useState(false);

  const logOut = async () => {
    // The phone forgets the driver even when the Worker cannot be reached (it is told later).
    await endWorkerSession();
    clearUserState();
    loggedOut.value = true;
    await navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <>
      <Menu label={t`Menu`} icon="☰">
        {(close) => (
          <>
            <MenuItem
              onSelect={() => {
                close();
                setEditingOrder(true);
              }}
            >
              <Trans>Edit order number</Trans>
            </MenuItem>
            <MenuGroup label={t`Choose language`}>
              <MenuItemRadio
                checked={i18n.locale === "en-US"}
                onSelect={() => void chooseLocale("en-US").then(close)}
              >
                <span lang="en-US">{t({ message: "English", context: "language name" })}</span>
              </MenuItemRadio>
              <MenuItemRadio
                checked={i18n.locale === "es"}
                onSelect={() => void chooseLocale("es").then(close)}
              >
                <span lang="es">{t({ message: "Español", context: "language name" })}</span>
              </MenuItemRadio>
            </MenuGroup>
            <MenuItem onSelect={() => void logOut()}>
              <Trans>Log out</Trans>
            </MenuItem>
          </>
        )}
      </Menu>
      {editingOrder && (
        <Suspense fallback={null}>
          <EditOrderDialog onClose={() => setEditingOrder(false)} />
        </Suspense>
      )}
    </>
  );
}
