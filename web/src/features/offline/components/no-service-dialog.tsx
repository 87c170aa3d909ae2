import { Trans } from "@lingui/react/macro";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { noService } from "#web/stores/network.ts";

/** 'No Service' (docs/product.md §8): shown while there is no connection, with Reload. */
export function NoServiceDialog() {
  if (!noService.value) return null;
  return (
    <Dialog
      role="alertdialog"
      className="dialog-no-service"
      title={<Trans>No Service</Trans>}
      actions={
        <Button onClick={() => globalThis.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      }
    >
      <p>
        <Trans>
          Hitch needs an active connection for this. Move to a spot with signal, then press Reload. Nothing
          you typed is lost.
        </Trans>
      </p>
    </Dialog>
  );
}
