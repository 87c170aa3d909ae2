// The driver's copies (decision 054), kept by their feature from the outbox; the
// app hands it the photos feature's store, so each photo's thumbnail and place
// go into the copy while the photo is still on the phone, with whether it was
// chosen from the phone's photos (decision 124). At a drop, the copy of the
// trailer's pickup is handed to the assessment and photos steps (decision 127).

import { effect } from "@preact/signals-react";
import { pickupCloseUps, pickupCopyOf, pickupViewPhotos } from "#web/features/drivers-copy/pickup-copy.ts";
import { driversCopies, startKeepingCopies } from "#web/features/drivers-copy/store/copies.ts";
import { copyDatabase } from "#web/features/drivers-copy/store/copy-database.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { pickupAtDrop } from "#web/stores/pickup-at-drop.ts";
import { userDetails } from "#web/stores/session.ts";
import { flow } from "#web/stores/trailer-flow.ts";

/** Follows the flow and the copies: at a drop whose pickup this phone recorded, its record. */
function showPickupAtDrop(): () => void {
  const stop = effect(() => {
    const current = flow.value;
    const copies = driversCopies.value;
    const copy =
      current?.association === "detach" && copies
        ? pickupCopyOf(copies, current.trailer, userDetails.value?.mobileNumber)
        : undefined;
    pickupAtDrop.value = copy?.assessment
      ? {
          trailerId: current?.trailer.trailerId ?? "",
          items: copy.assessment.items,
          photos: pickupViewPhotos(copy),
          closeUps: pickupCloseUps(copy),
          thumbnail: (photoId) => copyDatabase.thumbnail(photoId),
        }
      : null;
  });
  return () => {
    stop();
    pickupAtDrop.value = null;
  };
}

export function startKeepingDriversCopies(): () => void {
  const stopKeeping = startKeepingCopies({
    outbox,
    async readPhoto(id) {
      const [record, bytes] = await Promise.all([photoDatabase.get(id), photoDatabase.bytes(id)]);
      return record && bytes
        ? { bytes, location: record.location, fromPhonePhotos: record.fromPhonePhotos }
        : undefined;
    },
  });
  const stopShowing = showPickupAtDrop();
  return () => {
    stopShowing();
    stopKeeping();
  };
}
