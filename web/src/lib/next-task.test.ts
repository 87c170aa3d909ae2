import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task.ts";

describe("nextTask", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resolves after the current task's microtasks, not among them", async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push("next task"));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    order.push("microtasks done");
    await yielded;
    expect(order).toEqual(["microtasks done", "next task"]);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
