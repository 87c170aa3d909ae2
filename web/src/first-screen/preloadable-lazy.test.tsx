// A lazy screen whose code has come (preloaded at start, or on an idle Manage trailer) renders at
// once, with no loading screen in between (decision 094); code still on its way shows the loading
// screen while it comes; a load that failed is tried again.
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { preload, preloadableLazy } from "./preloadable-lazy.ts";

const Page = () => <h1>The screen</h1>;

function shown(Screen: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Screen />
    </Suspense>,
  );
}

describe("a lazy screen (decision 094)", () => {
  it("whose code was preloaded renders at once, without the loading screen, from one load", async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const Screen = preloadableLazy(load);
    expect((await preload(Screen))?.default).toBe(Page);
    shown(Screen);
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(screen.getByRole("heading", { name: "The screen" })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("whose code is still on its way shows the loading screen until it comes", async () => {
    let arrive = (_module: { default: typeof Page }) => {};
    const Screen = preloadableLazy(() => new Promise((resolve) => (arrive = resolve)));
    shown(Screen);
    expect(screen.getByText("Loading…")).toBeVisible();
    arrive({ default: Page });
    expect(await screen.findByRole("heading", { name: "The screen" })).toBeVisible();
  });

  it("whose preload failed (no signal) loads again when asked again", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error("no signal"))
      .mockResolvedValue({ default: Page });
    const Screen = preloadableLazy(load);
    expect(await preload(Screen)).toBeUndefined();
    expect((await preload(Screen))?.default).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
