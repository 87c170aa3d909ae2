// The alert banner queue of docs/product.md §4: ordered by priority (lower first),
// duplicates (same id) discarded, an alert with neither title nor message
// ignored; success alerts dismiss themselves, errors wait for the driver.
import { computed, type ReadonlySignal, signal } from "@preact/signals-react";
import { hasText, type Text, textKey } from "#web/lib/text.ts";

type AlertTheme = "success" | "error" | "info";

const SUCCESS_ALERT_TIMEOUT_SECONDS = 3;
/** A notice stays until closed unless given a timeout (docs/product.md §9). */
export const NOTICE_TIMEOUT_DEFAULT = -1;
/** The timer fires this long before the timeout: the banner then takes this long to leave. */
export const ALERT_EXIT_MS = 800;
export const PERSISTENT_ALERT_PRIORITY = -1000;
const DEFAULT_ALERT_PRIORITY = 0;

interface AlertInput {
  /** Defaults to an id derived from the title and message. */
  id?: string;
  priority?: number;
  title?: Text;
  message?: Text;
  details?: Text;
  theme?: AlertTheme;
  /** Seconds; -1 means none. Success alerts default to 3; error alerts never time out. */
  timeout?: number;
}

export interface Alert {
  id: string;
  priority: number;
  title?: Text;
  message?: Text;
  details?: Text;
  theme: AlertTheme;
  timeout: number;
  /** Its timer has fired: the banner is fading out and goes at the timeout. */
  leaving: boolean;
}

function alertTimeout(theme: AlertTheme, timeout: number | undefined): number {
  if (theme === "error") return NOTICE_TIMEOUT_DEFAULT;
  if (theme === "success") return timeout ?? SUCCESS_ALERT_TIMEOUT_SECONDS;
  return timeout ?? NOTICE_TIMEOUT_DEFAULT;
}

/** Milliseconds until an alert's timer fires (it starts to leave), or null for none. */
export function alertTimerMs(timeout: number): number | null {
  if (timeout <= 0) return null;
  return Math.max(0, timeout * 1000 - ALERT_EXIT_MS);
}

export interface AlertQueue {
  readonly alerts: ReadonlySignal<readonly Alert[]>;
  /** Adds an alert; false when it was ignored (empty) or discarded (duplicate). */
  add(input: AlertInput): boolean;
  dismiss(id: string): void;
  clear(): void;
}

export function createAlertQueue(): AlertQueue {
  const items = signal<readonly Alert[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function dismiss(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    items.value = items.value.filter((a) => a.id !== id);
  }

  /** The timer fired: show the banner leaving, and remove it once it has left (at the timeout). */
  function startLeaving(id: string, exitMs: number) {
    items.value = items.value.map((a) => (a.id === id ? { ...a, leaving: true } : a));
    timers.set(
      id,
      setTimeout(() => dismiss(id), exitMs),
    );
  }

  return {
    alerts: computed(() => items.value),
    add(input) {
      if (!hasText(input.title) && !hasText(input.message)) return false;
      const id = input.id ?? `${textKey(input.title)}\n${textKey(input.message)}`;
      if (items.value.some((a) => a.id === id)) return false;
      const theme = input.theme ?? "info";
      const alert: Alert = {
        id,
        priority: input.priority ?? DEFAULT_ALERT_PRIORITY,
        title: input.title,
        message: input.message,
        details: input.details,
        theme,
        timeout: alertTimeout(theme, input.timeout),
        leaving: false,
      };
      // A stable sort keeps alerts of equal priority in the order they came.
      items.value = [...items.value, alert].sort((a, b) => a.priority - b.priority);
      const ms = alertTimerMs(alert.timeout);
      if (ms !== null)
        timers.set(
          id,
          setTimeout(() => startLeaving(id, alert.timeout * 1000 - ms), ms),
        );
      return true;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      items.value = [];
    },
  };
}
