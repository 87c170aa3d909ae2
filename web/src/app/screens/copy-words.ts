// The words a condition report takes from the assessment's and the photos' features (the categories,
// their places, the photo views), put together here: features do not import each other. The
// driver's copy and a shared report (decision 128) say them alike.
import { CATEGORIES } from "#web/features/assessment/categories.ts";
import { placeLabel } from "#web/features/assessment/layout/damage-layout.ts";
import type { CopyWords } from "#web/features/drivers-copy/copy-words.ts";
import { PHOTO_VIEWS } from "#web/features/photos/photo-views.ts";

export const COPY_WORDS: CopyWords = {
  categories: CATEGORIES.map(({ type, name }) => ({ type, name })),
  place: placeLabel,
  sides: PHOTO_VIEWS.map(({ side, label }) => ({ side, name: label })),
};
