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

/** A button's name as a screen reader reads it here: its label, else its text. */
const nameOf = (button: Element) => button.getAttribute("aria-label") ?? button.textContent?.trim();

/** The buttons in `container` named as `button` is: a name's second button is the second of these. */
const namesakes = (container: HTMLElement, button: Element) =>
  [...container.querySelectorAll("button")].filter((other) => nameOf(other) === nameOf(button));

/**
 * Call before the app draws the screen in `container`; answers the replay of the held taps, for once
 * it has. Each is made again on its button where that is still on screen (a screen taken over as
 * served), else on the button drawn in its place among the screen's buttons of the same name (a
 * signed-in screen's shell, drawn afresh: decision 086), never on whatever came to sit there. By name,
 * not by place among all buttons: an alert's Close drawn above it by then would shift every place.
 */
export function earlyTapsReplay(container: HTMLElement): (taps: HTMLElement[]) => void {
  const served = new Map([...container.querySelectorAll("button")].map((b) => [b, namesakes(container, b)]));
  return (taps) => {
    for (const tapped of taps) {
      const place = served.get(tapped as HTMLButtonElement)?.indexOf(tapped as HTMLButtonElement) ?? -1;
      const button = tapped.isConnected ? tapped : namesakes(container, tapped)[place];
      button?.click();
    }
  };
}
