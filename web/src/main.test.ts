// The entry: the app starts in a task after the one that evaluated its modules (decision 095).
import { afterEach, describe, expect, it, vi } from "vitest";

const startApp = vi.fn();
vi.mock("#web/app/start.ts", () => ({ startApp }));

describe("the entry", () => {
  afterEach(() => {
    vi.resetModules();
    startApp.mockReset();
    document.body.innerHTML = "";
  });

  it("starts the app on #root in a later task than its modules' evaluation", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import("./main.tsx");
    // However many microtasks run, the task that evaluated the modules does not start the app.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(startApp).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledOnce());
    expect(startApp).toHaveBeenCalledWith(document.getElementById("root"));
  });
});
