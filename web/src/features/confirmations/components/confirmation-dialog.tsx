import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { paths } from "#web/config/paths.ts";
import { renderText } from "#web/lib/text.ts";
import type { ConfirmationButton } from "#web/stores/confirmation-queue.ts";
import { confirmations } from "#web/stores/confirmations.ts";

/** Shows the current confirmation; any button moves the queue on. */
export function ConfirmationDialog() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const current = confirmations.current.value;
  if (!current) return null;

  const press = (button: ConfirmationButton) => {
    confirmations.showNext();
    button.action?.();
    if (button.route) void navigate(paths[button.route].getHref());
  };

  return (
    <Dialog
      key={current.id}
      role="alertdialog"
      className={current.icon ? `dialog-icon-${current.icon}` : undefined}
      title={current.title ? renderText(i18n, current.title) : renderText(i18n, current.message ?? "")}
      actions={current.buttons.map((button) => (
        <Button key={renderText(i18n, button.text)} variant={button.theme} onClick={() => press(button)}>
          {renderText(i18n, button.text)}
        </Button>
      ))}
    >
      {current.title && current.message && <p>{renderText(i18n, current.message)}</p>}
    </Dialog>
  );
}
