import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task.ts";

describe("nextTask", () => {
  it("resolves after the current task's microtasks, not among them", async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push("next task"));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    order.push("microtasks done");
    await yielded;
    expect(order).toEqual(["microtasks done", "next task"]);
  });
});
