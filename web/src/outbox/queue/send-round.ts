// One round of sending (scheduling's part, with outbox-scheduling.ts): the open writes in the order
// they were made, one at a time, but for a run of writes registered with room for more than one in
// flight (the photos of one assessment, two at a time: decision 102). A round stops at the first
// write that must wait (its dependency, its driver, its backoff), and ends only once every write it
// started has its answer recorded: the lock is never let go with a write in flight, or another tab
// would find it "sending" and send it again.
import { type Driver, madeBy, type OutboxEntry } from "#web/outbox/outbox-entry.ts";
import type { Sender, SendOutcome } from "#web/outbox/senders.ts";
import { answered, dependencyRefused, heldForSignIn, isOpen, tried } from "./outbox-state.ts";
import type { OutboxStorage } from "./outbox-storage.ts";

/** A kind's sender, and how many of its writes may be in flight at once (decision 102). */
export type Registered = { send: Sender; inFlight: number };

/** What a round reads and writes. */
export type RoundContext = {
  storage: OutboxStorage;
  senders: ReadonlyMap<string, Registered>;
  now: () => number;
  random: () => number;
  signedInDriver: (() => Driver | null | Promise<Driver | null>) | undefined;
  onWaiting: (() => void) | undefined;
};

/** A write sent and not answered yet; `landed` is false when its answer stops the round. */
type Flight = { entry: OutboxEntry; landed: Promise<boolean> };
type Round = {
  flights: Flight[];
  /** Who is signed in, asked once per round and only when there is something to send. */
  driver: Driver | null | undefined;
  /** The earliest time a write that must wait may be tried again. */
  wakeAt: number | undefined;
};

/**
 * Sends what can be sent now, in order; answers when a write that must wait may be tried again.
 * Storage failing mid-round ends it, but only once every write in flight has landed.
 */
export async function sendRound(context: RoundContext): Promise<number | undefined> {
  const round: Round = { flights: [], driver: undefined, wakeAt: undefined };
  let failure: { error: unknown } | undefined;
  await sendInOrder(context, round).catch((error: unknown) => {
    failure = { error };
  });
  for (const landed of await Promise.allSettled(round.flights.map((flight) => flight.landed))) {
    if (landed.status === "rejected") failure ??= { error: landed.reason };
  }
  if (failure) throw failure.error;
  return round.wakeAt;
}

/** How many writes of a kind may be in flight at once: one, unless registered with more. */
const room = ({ senders }: RoundContext, kind: string) => senders.get(kind)?.inFlight ?? 1;

/**
 * Are `a` and `b` of one run that may be in flight together (decision 102)? Writes of the same
 * kind with the same dependency (the photos of one assessment), their kind registered with room.
 */
const sameRun = (context: RoundContext, a: OutboxEntry, b: OutboxEntry) =>
  a.kind === b.kind && a.dependsOn === b.dependsOn && room(context, a.kind) > 1;

const wakeAt = (round: Round, at: number) => {
  round.wakeAt = Math.min(at, round.wakeAt ?? at);
};

/** The entry as it stands now, unless it is settled. */
const open = ({ storage }: RoundContext, id: string) => {
  const entry = storage.find(id);
  return entry && isOpen(entry) ? entry : undefined;
};

/** Waits for the first `count` writes in flight; false when one of their answers stops the round. */
async function land(round: Round, count: number): Promise<boolean> {
  const goOn = await Promise.all(round.flights.slice(0, count).map((flight) => flight.landed));
  round.flights.splice(0, count);
  return goOn.every(Boolean);
}

/** Starts each open write in order, beside those in flight when it is of their run (decision 102). */
async function sendInOrder(context: RoundContext, round: Round): Promise<void> {
  const { flights } = round;
  for (const id of context.storage.items.value.map((e) => e.id)) {
    let entry = open(context, id);
    if (!entry) continue;
    const first = flights[0]?.entry;
    if (first && !(sameRun(context, first, entry) && flights.length < room(context, entry.kind))) {
      // Its run is full: the oldest write in flight makes room. Anything else waits for them all.
      if (!(await land(round, sameRun(context, first, entry) ? 1 : flights.length))) return;
      entry = open(context, id);
      if (!entry) continue;
    }
    if (!(await start(context, round, entry))) return;
  }
}

/** Starts one try of `entry` unless it must wait; false when the writes after it wait too. */
async function start(context: RoundContext, round: Round, entry: OutboxEntry): Promise<boolean> {
  const { storage, now, senders } = context;
  const { dependsOn } = entry;
  const dependency = dependsOn ? storage.find(dependsOn) : undefined;
  if (dependsOn && (!dependency || dependency.state === "refused")) {
    await storage.save(dependencyRefused(entry, now()));
    return true;
  }
  if (dependency && dependency.state !== "done") return false;
  if (entry.needsSignIn) return false;
  if (entry.nextAttemptAt > now()) {
    wakeAt(round, entry.nextAttemptAt);
    return false;
  }
  const registered = senders.get(entry.kind);
  if (!registered) return false;
  if (!(await madeByWhoIsSignedIn(context, round, entry))) return false;
  const sending = tried(entry);
  await storage.save(sending);
  round.flights.push({ entry: sending, landed: send(context, round, sending, registered.send, dependency) });
  return true;
}

/**
 * Whether the write is the signed-in driver's, asked once per round; a write of another driver or
 * order waits for its own. No answer (no signal) ends the round, changing nothing.
 */
async function madeByWhoIsSignedIn(
  context: RoundContext,
  round: Round,
  entry: OutboxEntry,
): Promise<boolean> {
  const { signedInDriver } = context;
  if (!signedInDriver) return true;
  if (round.driver === undefined) {
    try {
      round.driver = await signedInDriver();
    } catch {
      return false;
    }
  }
  if (madeBy(entry, round.driver)) return true;
  await context.storage.save(heldForSignIn(entry));
  return false;
}

/** One try of one write, its answer recorded; false when the writes after it must wait. */
async function send(
  context: RoundContext,
  round: Round,
  sending: OutboxEntry,
  sender: Sender,
  dependency: OutboxEntry | undefined,
): Promise<boolean> {
  let outcome: SendOutcome;
  try {
    outcome = await sender(sending, dependency);
  } catch (error) {
    outcome = {
      status: "retry",
      error: { message: error instanceof Error ? error.message : "Unknown Error" },
    };
  }
  const { storage, now, random, onWaiting } = context;
  const { entry, goOn, retryAt } = answered(sending, outcome, now, random);
  await storage.save(entry);
  if (retryAt !== undefined) {
    onWaiting?.();
    wakeAt(round, retryAt);
  }
  return goOn;
}
