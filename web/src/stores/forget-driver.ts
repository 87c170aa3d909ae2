// Log out takes everything of the driver's off the phone (decision 120): the outbox's writes, the
// photos and the drivers' copies in IndexedDB (every database lib/phone-data.ts lists), whatever
// the page keeps of them in memory or in the document, and every stored item but the few that are
// the phone's rather than the driver's. The next driver to sign in on a shared phone finds none of it.
import { LAUNCH_STATE_DATA_ID, START_DATA_ID } from "#shared/signed-in-shells.ts";
import { emptyPhoneDatabases, runForgetters, underOutboxLock } from "#web/lib/phone-data.ts";
import { forgetItemsBut } from "#web/lib/storage.ts";
import { clearUserState } from "./clear-user-state.ts";

/**
 * The stored items a log out keeps: the language chosen (lib/i18n.ts), and that the phone logged
 * out, with whether the Worker still has to be told (stores/session.ts).
 */
const PHONE_ITEMS = ["locale", "loggedOut", "signOutPending"];

export async function forgetDriver(): Promise<void> {
  // Under the outbox's lock: no tab and no service worker is in a round that would write an entry
  // back once the database is empty.
  await underOutboxLock(async () => {
    await runForgetters();
    await emptyPhoneDatabases();
  });
  clearUserState();
  forgetItemsBut(PHONE_ITEMS);
  // A signed-in screen's shell came with the driver's details and the order's state inline
  // (decision 086): read once at start, they stay in the document until taken out.
  for (const id of [START_DATA_ID, LAUNCH_STATE_DATA_ID]) document.getElementById(id)?.remove();
}
