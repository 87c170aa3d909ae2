import { Trans } from "@lingui/react/macro";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { noService } from "#web/stores/network.ts";

/**
 * 'No Service' (docs/product.md §8): a call the driver waited on needed a connection and the phone
 * has none. Reload; or Close, to go on with what works offline (the screen's offline line says
 * what), decision 107. Gone by itself when the phone is back online.
 */
export function NoServiceDialog() {
  if (!noService.value) return null;
  const close = () => {
    noService.value = false;
  };
  return (
    <Dialog
      role="alertdialog"
      className="dialog-no-service"
      title={<Trans>No Service</Trans>}
      onCancel={close}
      actions={
        <>
          <Button onClick={() => globalThis.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
          <Button variant="secondary" onClick={close}>
            <Trans context="No Service dialog">Close</Trans>
          </Button>
        </>
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
