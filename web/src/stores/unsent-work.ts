// How much of the driver's work waits on the phone to be sent: the outbox's count, kept here for
// the offline line (app/offline-use.tsx), which every screen draws, while the outbox's own code
// loads only after the first screen (decision 092). The sync line writes it (components/
// sync-indicator.tsx); nothing is known, and zero is said, until it has.
import { signal } from "@preact/signals-react";

export type UnsentWork = { count: number; photos: number };

export const unsentWork = signal<UnsentWork>({ count: 0, photos: 0 });
