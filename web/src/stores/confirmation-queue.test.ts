import { describe, expect, it, vi } from "vitest";
import { confirmationId, createConfirmationQueue } from "./confirmation-queue.ts";

const ok = [{ text: "OK" }];

describe("confirmation queue", () => {
  it("derives the id from title and message text", () => {
    const q = createConfirmationQueue();
    const id = q.add({ title: "Title", message: "Message", buttons: ok });
    expect(id).toBe(confirmationId("Title", "Message"));
    expect(confirmationId("Title", "Message")).not.toBe(confirmationId("Title", "Other"));
  });

  it("discards a duplicate id", () => {
    const q = createConfirmationQueue();
    expect(q.add({ title: "Same", buttons: ok })).not.toBeNull();
    expect(q.add({ title: "Same", buttons: [{ text: "Other" }] })).toBeNull();
    expect(q.items.value).toHaveLength(1);
  });

  it("rejects one with neither title nor message, or with no buttons", () => {
    const q = createConfirmationQueue();
    expect(q.add({ buttons: ok })).toBeNull();
    expect(q.add({ title: "", message: " ", buttons: ok })).toBeNull();
    expect(q.add({ title: "No buttons", buttons: [] })).toBeNull();
    expect(q.items.value).toEqual([]);
    expect(q.current.value).toBeNull();
  });

  it("makes the first added current and keeps it current as others arrive", () => {
    const q = createConfirmationQueue();
    q.add({ title: "First", buttons: ok });
    q.add({ title: "Second", buttons: ok });
    expect(q.current.value?.title).toBe("First");
  });

  it("defaults a button's theme to primary", () => {
    const q = createConfirmationQueue();
    q.add({ title: "T", buttons: [{ text: "Go" }, { text: "Back", theme: "secondary" }] });
    expect(q.current.value?.buttons.map((b) => b.theme)).toEqual(["primary", "secondary"]);
  });

  it("showing the next removes the current and moves to its nextId", () => {
    const q = createConfirmationQueue();
    const third = confirmationId("Third", undefined);
    q.add({ title: "First", nextId: third, buttons: ok });
    q.add({ title: "Second", buttons: ok });
    q.add({ title: "Third", buttons: ok });
    q.showNext();
    expect(q.current.value?.title).toBe("Third");
    expect(q.items.value.map((c) => c.title)).toEqual(["Second", "Third"]);
  });

  it("without a nextId moves to the oldest waiting one", () => {
    const q = createConfirmationQueue();
    q.add({ title: "First", buttons: ok });
    q.add({ title: "Second", buttons: ok });
    q.showNext();
    expect(q.current.value?.title).toBe("Second");
  });

  it("removing the last clears the selection", () => {
    const q = createConfirmationQueue();
    const id = q.add({ title: "Only", buttons: ok })!;
    q.remove(id);
    expect(q.current.value).toBeNull();
    q.add({ title: "Again", buttons: ok });
    q.showNext();
    expect(q.current.value).toBeNull();
    expect(q.items.value).toEqual([]);
  });

  it("keeps a button's action and route", () => {
    const q = createConfirmationQueue();
    const action = vi.fn();
    q.add({
      title: "T",
      buttons: [
        { text: "Do", action },
        { text: "Go", route: "reportIssue" },
      ],
    });
    q.current.value?.buttons[0]?.action?.();
    expect(action).toHaveBeenCalledOnce();
    expect(q.current.value?.buttons[1]?.route).toBe("reportIssue");
  });
});
