// The step's action at the screen's foot: when it grows (Continue says it is working, an error
// comes) on a page scrolled down to it, the page scrolls by as much, so the text the driver was
// reading above it is not covered; a page at its top stays there.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { StepAction } from "./step-action.tsx";

let resized: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
});

/** The foot drawn `from` px tall, then grown to `to` px; what the page was scrolled by. */
function grow(from: number, to: number): ReturnType<typeof vi.spyOn> {
  let height = from;
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(() => height);
  const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
  render(
    <StepAction>
      <button type="button">Continue</button>
    </StepAction>,
  );
  expect(screen.getByRole("button", { name: "Continue" })).toBeVisible();
  height = to;
  resized();
  return scrollBy;
}

it("scrolls a page read down to the foot by what the foot grew, and pads the focus scroll by its height", () => {
  vi.spyOn(window, "scrollY", "get").mockReturnValue(300);
  const scrollBy = grow(72, 112);
  expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 40);
  expect(document.documentElement.style.getPropertyValue("scroll-padding-bottom")).toBe("112px");
});

it("leaves a page at its top where it is, its heading in view", () => {
  vi.spyOn(window, "scrollY", "get").mockReturnValue(0);
  expect(grow(72, 112)).not.toHaveBeenCalled();
});

it("does not scroll when the foot shrinks", () => {
  vi.spyOn(window, "scrollY", "get").mockReturnValue(300);
  expect(grow(112, 72)).not.toHaveBeenCalled();
});
