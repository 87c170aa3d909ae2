// Text held in state before it is shown: either a catalog message (translated
// when rendered, so a language switch re-renders it) or text that came as data
// from the server (a persistent alert), which is shown as it is.
import type { I18n, MessageDescriptor } from "@lingui/core";

export type Text = string | MessageDescriptor;

/** Whether there is something to show: server text can be present and still blank. */
export function hasText(text: Text | undefined): text is Text {
  return typeof text === "string" ? text.trim() !== "" : text !== undefined;
}

/** A stable key for a text, the same in every language. */
export function textKey(text: Text | undefined): string {
  if (text === undefined) return "";
  return typeof text === "string" ? text : text.id;
}

export function renderText(i18n: I18n, text: Text): string {
  return typeof text === "string" ? text : i18n._(text);
}
