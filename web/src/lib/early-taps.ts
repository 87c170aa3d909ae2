// The app's half of the early-taps script (shared/early-taps.ts): once React
// owns the prerendered screen, the tap the driver made before is made again,
// so the button does what it was pressed for; on a signed-in screen's shell,
// which the app draws afresh, on the button drawn in its place.
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS, EARLY_TAPS_DONE } from "#shared/early-taps.ts";

type EarlyTapsWindow = { [EARLY_TAPS]?: HTMLElement[]; [EARLY_TAPS_DONE]?: boolean };
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

/** Taps each held button again, if it is still on screen (a screen drawn afresh has new buttons). */
export function replayEarlyTaps(held: HTMLElement[]): void {
  for (const button of held) if (button.isConnected) button.click();
}

/** A button's name as a screen reader reads it here: its label, else its text. */
const nameOf = (button: Element) => button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";

/**
 * For a shell the app draws afresh (a signed-in screen's, decision 086): call before drawing. Answers
 * the replay to call once the screen is drawn, with the held taps taken then: each is made on the
 * button now in the tapped one's place among the screen's buttons, if it has the same name (the
 * driver's Menu, not whatever came to sit there), or on the tapped button itself if it is still on
 * screen.
 */
export function earlyTapsAcrossRedraw(container: HTMLElement): (taps: HTMLElement[]) => void {
  const shellButtons = [...container.querySelectorAll("button")];
  return (taps) => {
    const buttons = container.querySelectorAll("button");
    for (const tapped of taps) {
      if (tapped.isConnected) {
        tapped.click();
        continue;
      }
      const drawn = buttons[shellButtons.indexOf(tapped as HTMLButtonElement)];
      if (drawn && nameOf(drawn) === nameOf(tapped)) drawn.click();
    }
  };
}
