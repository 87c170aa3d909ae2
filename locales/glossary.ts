// The Spanish that drivers on US yards use, one word per English yard term, and the variants the
// catalogs must not use. `npm run i18n:check` holds every locales/es/*.po to it
// (scripts/check-glossary.ts): a Spanish message whose English message names a term must use the
// term's Spanish and none of its avoided variants. Decision 057 says how the words were chosen.
//
// Words are matched whole and case-insensitively; a word ending in "*" matches every word that
// starts with it ("enganch*": enganchar, enganche, enganchado). `unless` removes English phrases
// before matching (the fifth wheel is not one of the trailer's wheels).
import type { GlossaryEntry } from "./glossary-entry.ts";
import { INSPECTION_AND_APP_TERMS } from "./glossary-inspection.ts";
import { JOB_TERMS } from "./glossary-job.ts";
import { TRAILER_TERMS } from "./glossary-trailer.ts";

/** Every term, in three parts: the trailer and its parts, the job, the inspection and the app. */
export const GLOSSARY: readonly GlossaryEntry[] = [
  ...TRAILER_TERMS,
  ...JOB_TERMS,
  ...INSPECTION_AND_APP_TERMS,
];

/**
 * Words of the familiar "tú", which no Spanish message may use: Hitch speaks to drivers as "usted"
 * on every screen.
 */
export const INFORMAL_WORDS: readonly string[] = [
  "tú",
  "tu",
  "tus",
  "te",
  "ti",
  "contigo",
  "puedes",
  "tienes",
  "quieres",
  "necesitas",
  "debes",
  "estás",
  "eres",
  "enviaste",
  "escribiste",
  "inténtalo",
];
