// What a driver's log out would discard unsent (decisions 103, 120): their writes still waiting or
// being sent, named as Your recent work names them, a trailer's photos counted together. Loaded at the
// moment of log out, so the outbox's code stays off the first screen (decisions 091, 092).
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { outboxLabel } from "#web/outbox/page/outbox-label.ts";
import { outbox } from "./app-outbox.ts";
import { PHOTO_KIND } from "./outbox-entry.ts";

type UnsentWork = {
  /** How many writes are not sent yet. */
  count: number;
  /** What they are, in the order they were made; a trailer's photos are one line. */
  items: MessageDescriptor[];
};

/**
 * What log out asks with work not sent yet: its words live here, loaded with the outbox at that
 * moment, not with the first screen's (decision 058). `list`: the items, in the driver's language.
 */
export function unsentWorkQuestion(count: number, list: string) {
  return {
    title: msg({
      message: plural(count, { one: "# thing is not sent yet", other: "# things are not sent yet" }),
    }),
    // "Right now": a write being sent as the driver discards may still arrive.
    message: msg`Not sent yet: ${list}. Log out removes everything of yours from this phone. Wait for it to be sent and log out then, or discard it: it will not be sent, except what is being sent right now.`,
    wait: msg`Wait for it to be sent`,
  };
}

/** The driver chose to wait for it: what waits (a backoff, no signal seen) is tried again now. */
export const sendUnsentNow = (): Promise<void> => outbox.resume();

export async function unsentWorkOf(mobileNumber: string): Promise<UnsentWork> {
  await outbox.load();
  const unsent = outbox.entries
    .peek()
    .filter(
      (entry) =>
        (entry.state === "waiting" || entry.state === "sending") && entry.meta?.mobileNumber === mobileNumber,
    );
  // A trailer's photos are one line, where its first photo is in the order the writes were made.
  const lines: ({ label: MessageDescriptor } | { photosOf: string; count: number })[] = [];
  for (const entry of unsent) {
    if (entry.kind !== PHOTO_KIND) {
      lines.push({ label: outboxLabel(entry.kind, entry.meta) });
      continue;
    }
    const trailer = entry.meta?.trailer ?? "";
    const line = lines.find((l) => "photosOf" in l && l.photosOf === trailer);
    if (line && "count" in line) line.count += 1;
    else lines.push({ photosOf: trailer, count: 1 });
  }
  return {
    count: unsent.length,
    items: lines.map((line) => {
      if ("label" in line) return line.label;
      const { photosOf: trailer, count } = line;
      return msg`Photos of trailer ${trailer} (${count})`;
    }),
  };
}
