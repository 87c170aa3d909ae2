// The confirmation dialog queue of docs/product.md §4. A confirmation's id comes from its
// title and message text; a duplicate id is discarded; one with neither title
// nor message, or with no buttons, is invalid and not added. The first added
// becomes current; showing the next removes the current one and moves to its
// `nextId` (else the oldest waiting); removing the last clears the selection.
import { computed, type ReadonlySignal, signal } from "@preact/signals-react";
import type { SimpleRouteName } from "#web/config/paths.ts";
import { hasText, type Text, textKey } from "#web/lib/text.ts";

type ButtonTheme = "primary" | "secondary" | "danger";

export interface ConfirmationButton {
  text: Text;
  /** Defaults to primary. */
  theme?: ButtonTheme;
  /** Run when pressed; the dialog then moves on. */
  action?: () => void;
  /** Where to go when pressed, by route name. */
  route?: SimpleRouteName;
}

type ConfirmationIcon = "warning" | "info" | "update";

interface ConfirmationInput {
  title?: Text;
  message?: Text;
  icon?: ConfirmationIcon;
  /** The confirmation to show after this one. */
  nextId?: string;
  buttons: readonly ConfirmationButton[];
}

interface Confirmation extends ConfirmationInput {
  id: string;
  buttons: readonly (ConfirmationButton & { theme: ButtonTheme })[];
}

export function confirmationId(title: Text | undefined, message: Text | undefined): string {
  return `${textKey(title)}\n${textKey(message)}`;
}

function isValidConfirmation(input: ConfirmationInput): boolean {
  return (hasText(input.title) || hasText(input.message)) && input.buttons.length > 0;
}

export interface ConfirmationQueue {
  readonly items: ReadonlySignal<readonly Confirmation[]>;
  readonly current: ReadonlySignal<Confirmation | null>;
  /** The id it was added under, or null when invalid or a duplicate. */
  add(input: ConfirmationInput): string | null;
  showNext(): void;
  remove(id: string): void;
  clear(): void;
}

export function createConfirmationQueue(): ConfirmationQueue {
  const items = signal<readonly Confirmation[]>([]);
  const currentId = signal<string | null>(null);

  function remove(id: string) {
    items.value = items.value.filter((c) => c.id !== id);
    if (currentId.value === id) currentId.value = items.value[0]?.id ?? null;
  }

  return {
    items: computed(() => items.value),
    current: computed(() => items.value.find((c) => c.id === currentId.value) ?? null),
    add(input) {
      if (!isValidConfirmation(input)) return null;
      const id = confirmationId(input.title, input.message);
      if (items.value.some((c) => c.id === id)) return null;
      const confirmation: Confirmation = {
        ...input,
        id,
        buttons: input.buttons.map((b) => ({ ...b, theme: b.theme ?? "primary" })),
      };
      items.value = [...items.value, confirmation];
      if (currentId.value === null) currentId.value = id;
      return id;
    },
    showNext() {
      const current = items.value.find((c) => c.id === currentId.value);
      if (!current) return;
      items.value = items.value.filter((c) => c.id !== current.id);
      const next = current.nextId && items.value.some((c) => c.id === current.nextId) ? current.nextId : null;
      currentId.value = next ?? items.value[0]?.id ?? null;
    },
    remove,
    clear() {
      items.value = [];
      currentId.value = null;
    },
  };
}
