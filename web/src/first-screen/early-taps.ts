// The app's half of the early-taps script (shared/early-taps.ts): once React
// owns the prerendered screen, the tap the driver made before is made again,
// so the button does what it was pressed for; on a signed-in screen's shell,
// which the app draws afresh, on the button drawn in its place.
import { EARLY_FOCUS, EARLY_TAP_ATTRIBUTE, EARLY_TAPS, EARLY_TAPS_DONE } from "#shared/early-taps.ts";

type EarlyTapsWindow = {
  [EARLY_TAPS]?: HTMLElement[];
  [EARLY_TAPS_DONE]?: boolean;
  [EARLY_FOCUS]?: EventTarget | null;
};
const page = () => globalThis as unknown as EarlyTapsWindow;

const held = () => page()[EARLY_TAPS] ?? [];

/** The buttons back as served, so React hydrates the markup it rendered; taps are still held. */
export function unmarkEarlyTaps(): void {
  for (const button of held()) button.removeAttribute(EARLY_TAP_ATTRIBUTE);
}

/**
 * The held taps; the script stops holding taps: from now on React answers them. Call once React
 * owns the screen, or is about to draw it afresh.
 */
export function takeEarlyTaps(): HTMLElement[] {
  page()[EARLY_TAPS_DONE] = true;
  unmarkEarlyTaps();
  const taps = held();
  page()[EARLY_TAPS] = [];
  return taps;
}

/** The field the driver was in when the served screen's script last saw one, if any. */
export const earlyFocus = () => page()[EARLY_FOCUS];

/** A control's name: a field's own (its `name`), a button's as a screen reader reads it here (its label, else its text). */
const nameOf = (control: Element) =>
  control.getAttribute("name") ?? control.getAttribute("aria-label") ?? control.textContent?.trim();

/**
 * `control` of a served screen, or, once the app has drawn the screen afresh (a signed-in shell,
 * decision 086), the one drawn in its place: of those `drawn` with its name, at its place among those
 * `served` with it. Never whatever came to sit there; and by name, not by place among all: an
 * alert's Close drawn above it by then would shift every place.
 */
export function inItsPlace<T extends Element>(
  control: T,
  served: Iterable<T>,
  drawn: Iterable<T>,
): T | undefined {
  const named = (list: Iterable<T>) => [...list].filter((other) => nameOf(other) === nameOf(control));
  return control.isConnected ? control : named(drawn)[named(served).indexOf(control)];
}

/**
 * Call before the app draws the screen in `container`; answers the replay of the held taps, for once
 * it has: each is made again on its button, or the button of its name drawn in its place.
 */
export function earlyTapsReplay(container: HTMLElement): (taps: HTMLElement[]) => void {
  const served = container.querySelectorAll("button");
  return (taps) => {
    for (const tapped of taps) inItsPlace(tapped, served, container.querySelectorAll("button"))?.click();
  };
}
