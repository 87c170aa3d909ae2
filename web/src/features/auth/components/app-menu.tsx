import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { Menu, MenuGroup, MenuItem, MenuItemRadio } from "#web/components/ui/menu.tsx";
import { useLogOut } from "#web/features/auth/hooks/use-log-out.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { untilLoaded } from "#web/lib/until-loaded.ts";

// Opened from the menu, rarely: its code (and the order lookup's) is not on the way to the screen.
const EditOrderDialog = lazy(() =>
  untilLoaded(() =>
    import("./edit-order-dialog.tsx").then(({ EditOrderDialog }) => ({ default: EditOrderDialog })),
  ),
);

/** The hamburger menu: edit order number, choose language, log out. */
export function AppMenu() {
  const { i18n, t } = useLingui();
  const [editingOrder, setEditingOrder] = useState(false);
  const logOut = useLogOut();

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
            <MenuItem
              onSelect={() => {
                // Closed first: with work not sent yet, a confirmation comes before the log out.
                close();
                void logOut();
              }}
            >
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
