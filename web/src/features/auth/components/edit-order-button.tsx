import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { EditOrderDialog } from "./edit-order-dialog.tsx";

/**
 * Edit order number as a button of its own, for a screen that finds the order refused (the trailer
 * check: decision 065); the menu's item opens the same dialog.
 */
export function EditOrderButton({ onSaved }: { onSaved?: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button onClick={() => setEditing(true)}>
        <Trans>Edit order number</Trans>
      </Button>
      {editing && <EditOrderDialog onClose={() => setEditing(false)} onSaved={onSaved} />}
    </>
  );
}
