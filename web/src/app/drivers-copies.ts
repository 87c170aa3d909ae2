// The driver's copies (decision 054), kept by their feature from the outbox; the
// app hands it the photos feature's store, so each photo's thumbnail and place
// go into the copy while the photo is still on the phone, with whether it was
// chosen from the phone's photos (decision 124).

import { startKeepingCopies } from "#web/features/drivers-copy/store/copies.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { outbox } from "#web/outbox/app-outbox.ts";

export function startKeepingDriversCopies(): () => void {
  return startKeepingCopies({
    outbox,
    async readPhoto(id) {
      const [record, bytes] = await Promise.all([photoDatabase.get(id), photoDatabase.bytes(id)]);
      return record && bytes
        ? { bytes, location: record.location, fromPhonePhotos: record.fromPhonePhotos }
        : undefined;
    },
  });
}
