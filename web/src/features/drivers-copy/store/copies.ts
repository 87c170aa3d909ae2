// The drivers' copies this page knows (copy-database.ts), and the keeper that
// makes and updates them from the outbox (decision 054): a copy for each attach,
// move or detach the moment its entry is kept, its photos added (each with a
// thumbnail) as their entries appear, and each write's state followed, so the
// copy still says what was sent after the outbox has let the entries go.
import { effect, signal } from "@preact/signals-react";
import type { Geopoint } from "#shared/api/trailers.ts";
import { AssessmentTypeSchema } from "#shared/logistics/enums.ts";
import {
  copyAsEntry,
  copyFromOutbox,
  isCopyKind,
  photoEntriesOf,
  sideOf,
  withStates,
} from "#web/features/drivers-copy/copy-from-outbox.ts";
import type { CopyPhoto, DriversCopy } from "#web/features/drivers-copy/copy-record.ts";
import { makeThumbnail } from "#web/features/drivers-copy/make-thumbnail.ts";
import type { FromPhonePhotos } from "#web/lib/from-phone-photos.ts";
import { onDriverForgotten } from "#web/lib/phone-data.ts";
import type { Outbox } from "#web/outbox/app-outbox.ts";
import { CLOSE_UP_META, type OutboxEntry } from "#web/outbox/outbox-entry.ts";
import { isPartlyRecorded } from "#web/outbox/write-outcome.ts";
import { type CopyDatabase, copyDatabase } from "./copy-database.ts";

/** Every copy on this phone, newest first; null until read. */
export const driversCopies = signal<readonly DriversCopy[] | null>(null);

/** A kept photo, as the photos feature gives it (the app passes the reader in). */
type PhotoReader = (
  photoId: string,
) => Promise<
  { bytes: ArrayBuffer; location: Geopoint | null; fromPhonePhotos?: FromPhonePhotos | undefined } | undefined
>;

type Options = {
  outbox: Outbox;
  readPhoto?: PhotoReader;
  database?: CopyDatabase;
  now?: () => number;
};

/**
 * Log out (decision 120): the keeper's pass under way ends first, so nothing it writes outlives the
 * emptied database, and the page's list goes with the copies.
 */
function forgetOnLogOut(passUnderWay: () => Promise<void> | undefined): () => void {
  return onDriverForgotten(async () => {
    for (let pass = passUnderWay(); pass; pass = passUnderWay()) await pass;
    driversCopies.value = [];
  });
}

/** A photo's entry as the copy lists it, with what the phone kept of it (gone: no place, no thumbnail). */
/** The category a close-up's entry names (decision 126); nothing for a view's photo. */
function closeUpOf(entry: OutboxEntry): Pick<CopyPhoto, "closeUpOf"> {
  const type = AssessmentTypeSchema.safeParse(entry.meta?.[CLOSE_UP_META]);
  return type.success ? { closeUpOf: type.data } : {};
}

function copyPhoto(
  entry: OutboxEntry,
  side: CopyPhoto["side"],
  kept: Awaited<ReturnType<PhotoReader>>,
): CopyPhoto {
  return {
    id: entry.id,
    side,
    ...closeUpOf(entry),
    takenAt: entry.eventTime,
    location: kept?.location ?? null,
    ...(kept?.fromPhonePhotos ? { fromPhonePhotos: kept.fromPhonePhotos } : {}),
    state: entry.state,
    thumbnail: kept !== undefined,
  };
}

/** Starts keeping copies; returns the function that stops it. */
export function startKeepingCopies({ outbox, readPhoto, database = copyDatabase, now = Date.now }: Options) {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  /**
   * Entries this page has seen. Only an entry seen here and then gone counts as gone: another tab's
   * new entry this page has not read yet must not look like one given up.
   */
  const seen = new Set<string>();

  async function addPhotos(copy: DriversCopy, entries: readonly OutboxEntry[]): Promise<DriversCopy> {
    if (!copy.assessment || !readPhoto) return copy;
    let current = copy;
    for (const entry of photoEntriesOf(copy.assessment.entryId, entries)) {
      if (stopped) break;
      const side = sideOf(entry);
      if (!side || current.photos.some((p) => p.id === entry.id)) continue;
      const kept = await readPhoto(entry.id);
      current = { ...current, photos: [...current.photos, copyPhoto(entry, side, kept)] };
      if (kept) await database.putWithThumbnail(current, entry.id, await makeThumbnail(kept.bytes));
      else await database.put(current);
    }
    return current;
  }

  /** One pass over the outbox as it is now; nothing is lost if a pass is cut short. */
  async function pass(): Promise<void> {
    const entries = outbox.entries.peek();
    for (const entry of entries) seen.add(entry.id);
    const present = new Set(entries.map((e) => e.id));
    const gone = (id: string) => seen.has(id) && !present.has(id);
    const stored = await database.all();
    const known = new Set(stored.map((copy) => copy.id));
    for (const entry of entries) {
      if (stopped) return;
      if (!isCopyKind(entry.kind) || known.has(entry.id)) continue;
      const copy = copyFromOutbox(entry, entries, now());
      if (copy) await database.put(copy);
    }
    for (const copy of await database.all()) {
      if (stopped) return;
      // Its write left the phone unsent: the driver gave it up, so there is nothing to keep a copy of.
      // One recorded in part (docs/product.md §4) was recorded: its copy stays.
      if (gone(copy.id) && copy.state !== "done" && !isPartlyRecorded(copyAsEntry(copy))) {
        await database.remove(copy);
        continue;
      }
      const { copy: updated, gonePhotos } = withStates(copy, entries, gone);
      if (updated !== copy) {
        await database.put(updated);
        for (const id of gonePhotos) await database.removeThumbnail(id);
      }
      await addPhotos(updated, entries);
    }
    if (!stopped) driversCopies.value = await database.all();
  }

  /** Passes never overlap; a change during one asks for another after it. */
  function schedule(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      } catch (error) {
        console.error("The driver's copies could not be kept", error);
      } finally {
        running = undefined;
      }
    })();
  }

  let stopWatching: (() => void) | undefined;
  void (async () => {
    await outbox.load();
    await database.prune(now()).catch(() => undefined);
    if (stopped) return;
    // Read only once the outbox is: an entry not read yet must not look like one given up.
    stopWatching = effect(() => {
      void outbox.entries.value;
      schedule();
    });
  })();
  const stopForgetting = forgetOnLogOut(() => running);
  return () => {
    stopped = true;
    stopWatching?.();
    stopForgetting();
  };
}

/** Reads the copies again (a page that opens before the keeper has read them). */
export async function readCopies(database: CopyDatabase = copyDatabase): Promise<readonly DriversCopy[]> {
  const copies = await database.all();
  driversCopies.value = copies;
  return copies;
}
