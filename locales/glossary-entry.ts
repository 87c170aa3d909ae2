// One term of the yard glossary (locales/glossary.ts).
export type GlossaryEntry = {
  /** The English yard term, as a driver would say it. */
  en: string;
  /** The English words or phrases that name it in a source message. */
  english: readonly string[];
  /** English phrases that contain a word above but name something else. */
  unless?: readonly string[];
  /** The one Spanish term. */
  es: string;
  /** Its forms in a translation (plural, verb endings); at least one must be there. */
  spanish: readonly string[];
  /** Variants a translation of such a message must not use. */
  avoid: readonly string[];
  /** The Spanish forms must be written with this very case (a name). */
  exactCase?: boolean;
  /** Why this word, and not the others. */
  why: string;
};
