import "fake-indexeddb/auto";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, NoResponseError } from "#web/lib/api-client.ts";
import { type OutboxEntry, OutboxStorageError, ownerMeta } from "#web/outbox/outbox-entry.ts";
import { outcomeOfError, type SendOutcome } from "#web/outbox/senders.ts";
import { createOutbox } from "./outbox.ts";
import { openOutboxDatabase } from "./outbox-database.ts";

let dbCount = 0;
/** A database of its own per test: the same name twice is "the same phone after a reload". */
const newDatabaseName = () => `outbox-test-${++dbCount}`;

const done = (result: unknown = { ok: true }): SendOutcome => ({ status: "done", result });
const retry: SendOutcome = { status: "retry", error: { kind: "timeout", message: "No Response From API" } };

afterEach(() => {
  vi.useRealTimers();
});

describe("the outbox", () => {
  it("keeps a write across a reload and sends it then, with the same key and event time", async () => {
    const name = newDatabaseName();
    const before = createOutbox({ database: openOutboxDatabase(name) });
    before.registerSender("attach", async () => retry);
    const entry = await before.enqueue({ kind: "attach", payload: { trailerId: "400101-knight" } });
    await before.flush();
    before.stop();
    expect(before.entries.value[0]).toMatchObject({ state: "waiting", attempts: 1 });

    // The page reloads: a new outbox over the same database.
    const after = createOutbox({ database: openOutboxDatabase(name) });
    const seen: OutboxEntry[] = [];
    after.registerSender("attach", async (e) => {
      seen.push(e);
      return done();
    });
    await after.resume();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      id: entry.id,
      eventTime: entry.eventTime,
      payload: { trailerId: "400101-knight" },
    });
    expect(after.entries.value[0]).toMatchObject({ state: "done", attempts: 2 });
  });

  it("sends in the order the driver made the writes, and an entry waiting to retry holds the later ones", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    const sent: string[] = [];
    let firstFails = true;
    outbox.registerSender("write", async (e) => {
      sent.push((e.payload as { n: string }).n);
      if (firstFails && (e.payload as { n: string }).n === "a") {
        firstFails = false;
        return retry;
      }
      return done();
    });
    await outbox.enqueue({ kind: "write", payload: { n: "a" } });
    await outbox.enqueue({ kind: "write", payload: { n: "b" } });
    await outbox.flush();
    expect(sent).toEqual(["a"]);
    await outbox.resume();
    expect(sent).toEqual(["a", "a", "b"]);
    outbox.stop();
  });

  it("sends each entry once when two flushes run at the same time", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    const send = vi.fn(async () => done());
    outbox.registerSender("write", send);
    await outbox.enqueue({ kind: "write", payload: 1 });
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("keeps one entry for an id enqueued twice, at once or later (a double tap), and sends it once", async () => {
    const name = newDatabaseName();
    const outbox = createOutbox({ database: openOutboxDatabase(name) });
    const send = vi.fn(async () => done());
    outbox.registerSender("assessment", send);
    const id = crypto.randomUUID();
    const [first, second] = await Promise.all([
      outbox.enqueue({ id, kind: "assessment", payload: { n: 1 } }),
      outbox.enqueue({ id, kind: "assessment", payload: { n: 1 } }),
    ]);
    await outbox.flush();
    const later = await outbox.enqueue({ id, kind: "assessment", payload: { n: 2 } });
    await outbox.flush();
    expect([first.id, second.id, later.id]).toEqual([id, id, id]);
    expect(later.state).toBe("done");
    expect(send).toHaveBeenCalledTimes(1);
    expect(await openOutboxDatabase(name).all()).toHaveLength(1);
  });

  it("a refused write does not hold the ones after it; its dependents are refused with it", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    outbox.registerSender("assessment", async () => ({
      status: "refused",
      error: { kind: "refused", message: "Cache failure", reasonCode: 511 },
    }));
    const photo = vi.fn(async () => done());
    outbox.registerSender("photo", photo);
    outbox.registerSender("report", async () => done());
    const assessment = await outbox.enqueue({ kind: "assessment", payload: {} });
    await outbox.enqueue({ kind: "photo", payload: {}, dependsOn: assessment.id });
    await outbox.enqueue({ kind: "report", payload: {} });
    await outbox.flush();
    expect(outbox.entries.value.map((e) => [e.kind, e.state])).toEqual([
      ["assessment", "refused"],
      ["photo", "refused"],
      ["report", "done"],
    ]);
    expect(photo).not.toHaveBeenCalled();
    expect(outbox.entries.value[1]?.lastError?.kind).toBe("dependencyRefused");
  });

  it("hands a dependent the answer of what it depends on", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    outbox.registerSender("assessment", async () => done({ assessmentId: 42 }));
    const photo = vi.fn(async (_e: OutboxEntry, dependency?: OutboxEntry) => done(dependency?.result));
    outbox.registerSender("photo", photo);
    const assessment = await outbox.enqueue({ kind: "assessment", payload: {} });
    await outbox.enqueue({ kind: "photo", payload: {}, dependsOn: assessment.id });
    await outbox.flush();
    expect(outbox.entries.value[1]).toMatchObject({ state: "done", result: { assessmentId: 42 } });
  });

  it("keeps a write whose session expired until the driver signs in again", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    let signedIn = false;
    const send = vi.fn(
      async (): Promise<SendOutcome> =>
        signedIn ? done() : { status: "signIn", error: { kind: "unauthorized", message: "Session Expired" } },
    );
    outbox.registerSender("attach", send);
    await outbox.enqueue({ kind: "attach", payload: {} });
    await outbox.flush();
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.entries.value[0]).toMatchObject({ state: "waiting", needsSignIn: true });
    signedIn = true;
    await outbox.resume();
    expect(outbox.entries.value[0]?.state).toBe("done");
  });

  it("backs off after a failed attempt and tries again when the time comes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()), random: () => 1 });
    const outcomes: SendOutcome[] = [retry, done()];
    const send = vi.fn(async () => outcomes.shift()!);
    outbox.registerSender("attach", send);
    await outbox.enqueue({ kind: "attach", payload: {} });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500);
    await vi.waitFor(() => expect(outbox.entries.value[0]?.state).toBe("done"));
    expect(send).toHaveBeenCalledTimes(2);
    outbox.stop();
  });

  it("sends again, with the same key, an entry a closed page left half-sent", async () => {
    const name = newDatabaseName();
    const database = openOutboxDatabase(name);
    await database.put({
      id: crypto.randomUUID(),
      kind: "detach",
      payload: {},
      eventTime: "2026-11-22T21:04:00-07:00",
      createdAt: 1,
      state: "sending",
      attempts: 1,
      nextAttemptAt: 0,
    });
    const outbox = createOutbox({ database: openOutboxDatabase(name) });
    const send = vi.fn(async () => done());
    outbox.registerSender("detach", send);
    await outbox.flush();
    expect(send).toHaveBeenCalledOnce();
    expect(outbox.entries.value[0]).toMatchObject({ state: "done", attempts: 2 });
  });

  it("never sends again what another tab has sent meanwhile", async () => {
    const name = newDatabaseName();
    const tabA = createOutbox({ database: openOutboxDatabase(name) });
    const tabB = createOutbox({ database: openOutboxDatabase(name) });
    const sentByA = vi.fn(async () => done());
    const sentByB = vi.fn(async () => done());
    // B keeps the write while it cannot send it yet (no sender for it on that page so far).
    await tabB.enqueue({ kind: "attach", payload: {} });
    await tabB.flush();
    tabA.registerSender("attach", sentByA);
    await tabA.flush();
    tabB.registerSender("attach", sentByB);
    await tabB.flush();
    expect(sentByA).toHaveBeenCalledOnce();
    expect(sentByB).not.toHaveBeenCalled();
    expect(tabB.entries.value[0]?.state).toBe("done");
  });

  it("sends a write only for the driver and order it was made for", async () => {
    let signedIn: { mobileNumber: string; orderNumber: string } | null = null;
    const outbox = createOutbox({
      database: openOutboxDatabase(newDatabaseName()),
      signedInDriver: () => signedIn,
    });
    const send = vi.fn(async () => done());
    outbox.registerSender("attach", send);
    const alex = { mobileNumber: "5550100001", orderNumber: "1001001" };
    await outbox.enqueue({ kind: "attach", payload: {}, meta: ownerMeta(alex) });
    await outbox.flush();
    expect(outbox.entries.value[0]).toMatchObject({ state: "waiting", needsSignIn: true, attempts: 0 });
    signedIn = { ...alex, orderNumber: "1001002" };
    await outbox.resume();
    expect(send).not.toHaveBeenCalled();
    signedIn = alex;
    await outbox.resume();
    expect(send).toHaveBeenCalledOnce();
    expect(outbox.entries.value[0]?.state).toBe("done");
  });

  it("when who is signed in cannot be known (no signal), changes nothing and sends nothing", async () => {
    const outbox = createOutbox({
      database: openOutboxDatabase(newDatabaseName()),
      signedInDriver: async () => {
        throw new NoResponseError();
      },
    });
    const send = vi.fn(async () => done());
    outbox.registerSender("attach", send);
    await outbox.enqueue({
      kind: "attach",
      payload: {},
      meta: ownerMeta({ mobileNumber: "1", orderNumber: "2" }),
    });
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.entries.value[0]).toMatchObject({ state: "waiting", attempts: 0 });
    expect(outbox.entries.value[0]?.needsSignIn).toBeUndefined();
  });

  it("says when a write is kept and when a try leaves it waiting (the page asks for a Background Sync)", async () => {
    const onWaiting = vi.fn();
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()), onWaiting });
    const outcomes: SendOutcome[] = [retry, done()];
    outbox.registerSender("attach", async () => outcomes.shift()!);
    await outbox.enqueue({ kind: "attach", payload: {} });
    expect(onWaiting).toHaveBeenCalledTimes(1);
    await outbox.flush();
    expect(onWaiting).toHaveBeenCalledTimes(2);
    await outbox.resume();
    expect(outbox.entries.value[0]?.state).toBe("done");
    expect(onWaiting).toHaveBeenCalledTimes(2);
    outbox.stop();
  });

  it("on resume, never undoes what another tab or the service worker sent meanwhile", async () => {
    const name = newDatabaseName();
    const page = createOutbox({ database: openOutboxDatabase(name) });
    const sentByPage = vi.fn(async () => retry);
    page.registerSender("attach", sentByPage);
    await page.enqueue({ kind: "attach", payload: {} });
    await page.flush();
    page.stop();
    expect(page.entries.value[0]).toMatchObject({ state: "waiting", attempts: 1 });
    // The service worker sends it while the page still holds its old copy.
    const worker = createOutbox({ database: openOutboxDatabase(name) });
    worker.registerSender("attach", async () => done());
    await worker.resume();
    expect(worker.entries.value[0]?.state).toBe("done");

    await page.resume();
    expect(sentByPage).toHaveBeenCalledOnce();
    expect((await openOutboxDatabase(name).all()).map((e) => e.state)).toEqual(["done"]);
    expect(page.entries.value[0]?.state).toBe("done");
  });

  it("keeps binary payloads (photos) as ArrayBuffers", async () => {
    const name = newDatabaseName();
    const outbox = createOutbox({ database: openOutboxDatabase(name) });
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]).buffer;
    await outbox.enqueue({ kind: "photo", payload: { file: bytes } });
    const [stored] = await openOutboxDatabase(name).all();
    const file = (stored!.payload as { file: ArrayBuffer }).file;
    expect(file).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(file)]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });

  it("drops a stored row it cannot read, and keeps the others", async () => {
    const name = newDatabaseName();
    const database = openOutboxDatabase(name);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await database.put({ id: "not-a-uuid", kind: "" } as unknown as OutboxEntry);
    const outbox = createOutbox({ database: openOutboxDatabase(name) });
    await outbox.enqueue({ kind: "report", payload: {} });
    expect(outbox.entries.value.map((e) => e.kind)).toEqual(["report"]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("tells the caller when the phone cannot keep the write", async () => {
    const full = {
      all: async () => [],
      put: async () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
      delete: async () => {},
    };
    const outbox = createOutbox({ database: full });
    await expect(outbox.enqueue({ kind: "photo", payload: {} })).rejects.toBeInstanceOf(OutboxStorageError);
  });

  it("retries a refused write the driver asks to send again, and discards one they give up", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    const outcomes: SendOutcome[] = [
      { status: "refused", error: { kind: "refused", message: "Refused", reasonCode: 440 } },
      done(),
      { status: "refused", error: { kind: "refused", message: "Refused", reasonCode: 441 } },
    ];
    outbox.registerSender("write", async () => outcomes.shift()!);
    const first = await outbox.enqueue({ kind: "write", payload: 1 });
    await outbox.flush();
    await outbox.retry(first.id);
    expect(outbox.entries.value[0]?.state).toBe("done");
    const second = await outbox.enqueue({ kind: "write", payload: 2 });
    await outbox.flush();
    await outbox.discard(second.id);
    expect(outbox.entries.value.map((e) => e.id)).toEqual([first.id]);
  });

  it("never brings back a write taken off the phone while it was being sent (a log out on a shared phone)", async () => {
    const name = newDatabaseName();
    const outbox = createOutbox({ database: openOutboxDatabase(name) });
    let answer: (outcome: SendOutcome) => void = () => {};
    outbox.registerSender("feedback", () => new Promise((resolve) => (answer = resolve)));
    await outbox.enqueue({ kind: "feedback", payload: { description: "Door hinge bent" } });
    await vi.waitFor(() => expect(outbox.entries.value[0]?.state).toBe("sending"));

    await outbox.clearAll();
    answer(done());
    await outbox.flush();

    expect(outbox.entries.value).toEqual([]);
    const reloaded = createOutbox({ database: openOutboxDatabase(name) });
    await reloaded.load();
    expect(reloaded.entries.value).toEqual([]);
  });

  it("settles with a result, or null when nothing came back in time", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    outbox.registerSender("quick", async () => done({ n: 1 }));
    const quick = await outbox.enqueue({ kind: "quick", payload: {} });
    expect(await outbox.whenSettled(quick.id, 1000)).toMatchObject({ state: "done", result: { n: 1 } });
    const slow = await outbox.enqueue({ kind: "unknown kind", payload: {} });
    expect(await outbox.whenSettled(slow.id, 20)).toBeNull();
  });

  it("settles with null as soon as a try fails and the write waits again (no signal: no spinner)", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    outbox.registerSender("write", async () => retry);
    const entry = await outbox.enqueue({ kind: "write", payload: {} });
    // A minute's wait would time the test out: the answer must come from the failed try.
    const answer = outbox.whenSettled(entry.id, 60_000);
    await outbox.flush();
    expect(await answer).toBeNull();
    expect(outbox.entries.value[0]).toMatchObject({ state: "waiting", attempts: 1 });
  });

  it("settles with null at once for a write held behind one waiting to try again (its turn is later)", async () => {
    const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()) });
    const send = vi.fn(async () => retry);
    outbox.registerSender("write", send);
    await outbox.enqueue({ kind: "write", payload: "assessment" });
    await outbox.flush();
    const later = await outbox.enqueue({ kind: "write", payload: "attach" });
    expect(await outbox.whenSettled(later.id, 60_000)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    outbox.stop();
  });

  describe("a run of writes registered with room for two in flight (photos of one assessment, decision 102)", () => {
    /** A sender whose answers wait until the test gives them, in any order. */
    function heldSender() {
      const started: string[] = [];
      const answers = new Map<string, (outcome: SendOutcome) => void>();
      const send = async (e: OutboxEntry) => {
        const name = e.payload as string;
        started.push(name);
        return new Promise<SendOutcome>((resolve) => answers.set(name, resolve));
      };
      /** Answers `name`'s try once it has started. */
      const answer = async (name: string, outcome: SendOutcome) => {
        await vi.waitFor(() => expect(answers.has(name)).toBe(true));
        answers.get(name)!(outcome);
        answers.delete(name);
      };
      return { send, started, answer };
    }

    /** An outbox whose writes and photos (two in flight) the test answers; `options` as createOutbox's. */
    function heldOutbox(options: Parameters<typeof createOutbox>[0] = {}) {
      const outbox = createOutbox({ database: openOutboxDatabase(newDatabaseName()), ...options });
      const held = heldSender();
      outbox.registerSender("write", held.send);
      outbox.registerSender("photo", held.send, { inFlight: 2 });
      return { outbox, held };
    }

    async function assessmentWithPhotos(outbox: ReturnType<typeof createOutbox>, photos: number) {
      const assessment = await outbox.enqueue({ kind: "write", payload: "assessment" });
      for (let n = 1; n <= photos; n++) {
        await outbox.enqueue({ kind: "photo", payload: `photo ${n}`, dependsOn: assessment.id });
      }
      await outbox.enqueue({ kind: "write", payload: "detach" });
    }

    it("sends two at once, a third only as one lands, and nothing else beside them", async () => {
      const { outbox, held } = heldOutbox();
      await assessmentWithPhotos(outbox, 3);
      const flushed = outbox.flush();

      await held.answer("assessment", done({ assessmentId: 7 }));
      await vi.waitFor(() => expect(held.started).toEqual(["assessment", "photo 1", "photo 2"]));
      // The second photo's answer comes first: the third goes only once the first lands too.
      await held.answer("photo 2", done());
      await vi.waitFor(() => expect(outbox.entries.value[2]?.state).toBe("done"));
      expect(held.started).toEqual(["assessment", "photo 1", "photo 2"]);
      await held.answer("photo 1", done());
      await vi.waitFor(() => expect(held.started).toContain("photo 3"));
      // The detach is no part of the run: it waits for the last photo's answer.
      expect(held.started).not.toContain("detach");
      await held.answer("photo 3", done());
      await held.answer("detach", done());
      await flushed;
      expect(held.started).toEqual(["assessment", "photo 1", "photo 2", "photo 3", "detach"]);
      expect(outbox.entries.value.every((e) => e.state === "done")).toBe(true);
    });

    it("writes kept together are found together: the first two of a run start at once", async () => {
      const { outbox, held } = heldOutbox();
      outbox.registerSender("write", async () => done());
      const assessment = await outbox.enqueue({ kind: "write", payload: "assessment" });
      await vi.waitFor(() => expect(outbox.entries.value[0]?.state).toBe("done"));
      const photos = [1, 2, 3].map((n) => ({
        kind: "photo",
        payload: `photo ${n}`,
        dependsOn: assessment.id,
      }));
      const kept = await outbox.enqueueAll(photos);
      expect(kept.map((e) => e.payload)).toEqual(["photo 1", "photo 2", "photo 3"]);
      await vi.waitFor(() => expect(held.started).toEqual(["photo 1", "photo 2"]));
      await held.answer("photo 1", done());
      await held.answer("photo 2", done());
      await held.answer("photo 3", done());
      await vi.waitFor(() => expect(outbox.entries.value.every((e) => e.state === "done")).toBe(true));
    });

    it("a try that fails holds the writes after it; the one beside it is recorded before the round ends", async () => {
      let clock = 1_000;
      const { outbox, held } = heldOutbox({ now: () => clock, random: () => 0 });
      await assessmentWithPhotos(outbox, 3);
      const flushed = outbox.flush();
      await held.answer("assessment", done({ assessmentId: 7 }));
      await held.answer("photo 1", retry);
      // The round is not over while the second photo is in flight (another tab would send it again).
      let over = false;
      void flushed.then(() => {
        over = true;
      });
      await vi.waitFor(() =>
        expect(outbox.entries.value[1]).toMatchObject({ state: "waiting", attempts: 1 }),
      );
      expect(over).toBe(false);
      await held.answer("photo 2", done());
      await flushed;
      outbox.stop();
      expect(outbox.entries.value.map((e) => [e.payload, e.state])).toEqual([
        ["assessment", "done"],
        ["photo 1", "waiting"],
        ["photo 2", "done"],
        ["photo 3", "waiting"],
        ["detach", "waiting"],
      ]);
      expect(held.started).toEqual(["assessment", "photo 1", "photo 2"]);

      // Its time comes: the first photo and the third go together, then the detach.
      clock += 60_000;
      const again = outbox.flush();
      await vi.waitFor(() =>
        expect(held.started).toEqual(["assessment", "photo 1", "photo 2", "photo 1", "photo 3"]),
      );
      await held.answer("photo 1", done());
      await held.answer("photo 3", done());
      await held.answer("detach", done());
      await again;
      expect(outbox.entries.value.every((e) => e.state === "done")).toBe(true);
    });

    it("property: whatever the answers, at most two in flight, only of one run, first tries in order, every write settled", async () => {
      /** Tries that began while another was in flight, over all runs: the property is about them. */
      let together = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              photo: fc.boolean(),
              answers: fc.array(fc.constantFrom("done", "refused", "retry"), { minLength: 1, maxLength: 3 }),
              delay: fc.integer({ min: 0, max: 20 }),
            }),
            { minLength: 1, maxLength: 8 },
          ),
          async (writes) => {
            let clock = 1_000;
            const outbox = createOutbox({
              database: openOutboxDatabase(newDatabaseName()),
              now: () => clock,
              random: () => 0,
            });
            const flying = new Set<OutboxEntry>();
            const problems: string[] = [];
            const firstTries: number[] = [];
            const send = async (e: OutboxEntry): Promise<SendOutcome> => {
              const n = e.payload as number;
              if (e.attempts === 1) firstTries.push(n);
              for (const other of flying) {
                if (other.kind !== "photo" || e.kind !== "photo" || other.dependsOn !== e.dependsOn) {
                  problems.push(`${n} beside ${other.payload}`);
                }
              }
              flying.add(e);
              if (flying.size > 1) together++;
              if (flying.size > 2) problems.push(`${flying.size} in flight`);
              // Answers come back after a few turns of the event loop, in any order.
              for (let turn = 0; turn < writes[n]!.delay; turn++) await new Promise((r) => setTimeout(r, 0));
              flying.delete(e);
              const next = writes[n]!.answers.shift() ?? "done";
              return next === "done"
                ? done()
                : next === "refused"
                  ? { status: "refused", error: { message: "no" } }
                  : retry;
            };
            outbox.registerSender("write", send);
            outbox.registerSender("photo", send, { inFlight: 2 });
            // Photos depend on the write made last before them that is not a photo, as an assessment.
            let parent: string | undefined;
            for (const [n, write] of writes.entries()) {
              if (write.photo && parent) {
                await outbox.enqueue({ kind: "photo", payload: n, dependsOn: parent });
              } else {
                parent = (await outbox.enqueue({ kind: "write", payload: n })).id;
              }
            }
            for (let round = 0; round < 30; round++) {
              clock += 10 * 60 * 1000;
              await outbox.flush();
            }
            outbox.stop();
            expect(problems).toEqual([]);
            expect(firstTries).toEqual([...firstTries].sort((a, b) => a - b));
            expect(outbox.entries.value.every((e) => e.state === "done" || e.state === "refused")).toBe(true);
          },
        ),
        { numRuns: 40 },
      );
      expect(together).toBeGreaterThan(0);
    });

    it("never sends writes of one kind together when they depend on different writes", async () => {
      const { outbox, held } = heldOutbox();
      const first = await outbox.enqueue({ kind: "write", payload: "first assessment" });
      const second = await outbox.enqueue({ kind: "write", payload: "second assessment" });
      await outbox.enqueue({ kind: "photo", payload: "photo of the first", dependsOn: first.id });
      await outbox.enqueue({ kind: "photo", payload: "photo of the second", dependsOn: second.id });
      const flushed = outbox.flush();
      await held.answer("first assessment", done());
      await held.answer("second assessment", done());
      await vi.waitFor(() => expect(held.started).toContain("photo of the first"));
      expect(held.started).not.toContain("photo of the second");
      await held.answer("photo of the first", done());
      await held.answer("photo of the second", done());
      await flushed;
    });
  });

  it("property: whatever the answers, every write ends done or refused, sent one at a time, first tries in order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom("done", "refused", "retry"), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (scripts) => {
          let clock = 1_000;
          const outbox = createOutbox({
            database: openOutboxDatabase(newDatabaseName()),
            now: () => clock,
            random: () => 0,
          });
          let inFlight = 0;
          let overlapped = false;
          const firstTries: number[] = [];
          outbox.registerSender("write", async (e) => {
            const n = e.payload as number;
            if (e.attempts === 1) firstTries.push(n);
            inFlight++;
            if (inFlight > 1) overlapped = true;
            await Promise.resolve();
            inFlight--;
            const next = scripts[n]!.shift() ?? "done";
            return next === "done"
              ? done()
              : next === "refused"
                ? { status: "refused", error: { message: "no" } }
                : retry;
          });
          for (let n = 0; n < scripts.length; n++) await outbox.enqueue({ kind: "write", payload: n });
          for (let round = 0; round < 30; round++) {
            clock += 10 * 60 * 1000;
            await outbox.flush();
          }
          outbox.stop();
          expect(overlapped).toBe(false);
          expect(firstTries).toEqual([...firstTries].sort((a, b) => a - b));
          expect(outbox.entries.value.every((e) => e.state === "done" || e.state === "refused")).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("what a failed call means for a waiting write", () => {
  const apiError = (statusCode: number, kind?: string, extra = {}) =>
    new ApiRequestError({ message: "m", statusCode, reasonCode: -1, kind: kind as never, ...extra });

  it.each([
    ["no answer", new NoResponseError(), "retry"],
    ["a server error", apiError(502, "upstream"), "retry"],
    ["too many requests", apiError(429, "rateLimited", { retryAfterSeconds: 30 }), "retry"],
    ["an expired session", apiError(401, "unauthorized"), "signIn"],
    ["a refusal", apiError(409, "refused", { reasonCode: 440 }), "refused"],
    ["bad input", apiError(400, "validation"), "refused"],
  ])("%s: %s", (_, error, status) => {
    expect(outcomeOfError(error).status).toBe(status);
  });

  it("waits as long as a 429 asks", () => {
    expect(outcomeOfError(apiError(429, "rateLimited", { retryAfterSeconds: 30 }))).toMatchObject({
      afterSeconds: 30,
    });
  });
});
