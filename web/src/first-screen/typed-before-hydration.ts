// What the driver typed or ticked on a prerendered screen before its script ran
// (one bar of signal: the form is there seconds before the code). React takes
// the page over leaving the fields' text on screen, but its state still holds
// its own values, and the next render would put those back: the typing would
// be lost. So: the served values are noted before hydrating, the fields are
// read in the commit that hydrates them, and just after it each field the
// driver changed is handed to React as a change of theirs (its onChange runs);
// every other field shows the page's own value (a saved draft, which the build
// could not know). Decision 055. A signed-in screen's shell is not taken over
// but drawn afresh (decision 086): what the driver typed into its fields is
// handed the same way to the fields drawn in their place, and the field they
// were in keeps the focus (decision 133).

import { earlyFocus, inItsPlace } from "./early-taps.ts";

type Field = HTMLInputElement | HTMLTextAreaElement;
export type ServedFields = { field: Field; served: string }[];

const isCheckable = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** A field's current value, as text (a tick box's "true" or "false"). */
const current = (field: Field) =>
  isCheckable(field) ? String((field as HTMLInputElement).checked) : field.value;

/** The value React rendered: hydrating sets the field's default to it, and leaves its current value alone. */
const rendered = (field: Field) =>
  isCheckable(field) ? String((field as HTMLInputElement).defaultChecked) : field.defaultValue;

/** The fields of the prerendered HTML with the values it was served with. Call before hydrating. */
export function noteServedFields(root: HTMLElement): ServedFields {
  return [...root.querySelectorAll<Field>("input, textarea")].map((field) => ({
    field,
    served: rendered(field),
  }));
}

/** Sets a field's value through the element, which keeps React's own record of it in step. */
function setThroughReact(field: Field, value: string) {
  if (isCheckable(field)) (field as HTMLInputElement).checked = value === "true";
  else field.value = value;
}

/** Sets a field's value as the browser does when the driver types, past React's own record of it. */
function setAsTyped(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

export type TypedFields = { field: Field; served: string; typed: string; focused?: boolean }[];

/**
 * The fields as the driver left them, each with the field now in its place: itself on a screen taken
 * over as served; on one drawn afresh (a signed-in shell), the field drawn in its place among the
 * screen's fields of its name; and whether the driver was in it (the early-taps script notes the
 * field they are in). Call in the commit that put the screen up, before anything renders it again:
 * a render puts React's own values back into the fields.
 */
export function readTypedFields(fields: ServedFields, root: HTMLElement): TypedFields {
  const served = fields.map(({ field }) => field);
  const drawn = root.querySelectorAll<Field>("input, textarea");
  return fields.flatMap(({ field, served: value }) => {
    const now = inItsPlace(field, served, drawn);
    return now ? [{ field: now, served: value, typed: current(field), focused: field === earlyFocus() }] : [];
  });
}

/** After that commit: the driver's changes reach React as theirs; other fields show what React rendered. */
export function keepTypedFields(fields: TypedFields): void {
  for (const { field, served, typed, focused } of fields) {
    if (focused) field.focus();
    const own = rendered(field);
    if (typed === own) {
      // React's value, as the driver left it; a render since may have shown something else.
      if (current(field) !== own) setThroughReact(field, own);
    } else if (typed === served) {
      // Untouched: show the page's own value (a saved draft the build could not know).
      setThroughReact(field, own);
    } else if (isCheckable(field)) {
      // React's record to its own value, then a real click ticks it back as the driver had it.
      setThroughReact(field, own);
      field.click();
    } else {
      setThroughReact(field, own);
      setAsTyped(field, typed);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}
