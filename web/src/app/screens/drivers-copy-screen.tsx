// The driver's copy as the app shows it: the page of its feature with the words of
// the assessment's categories and places and of the photo views, from their own
// features (features do not import each other; the app puts them together here).
import { CATEGORIES } from "#web/features/assessment/categories.ts";
import { placeLabel } from "#web/features/assessment/layout/damage-layout.ts";
import DriversCopyPage from "#web/features/drivers-copy/components/drivers-copy-page.tsx";
import type { CopyWords } from "#web/features/drivers-copy/copy-words.ts";
import { PHOTO_VIEWS } from "#web/features/photos/photo-views.ts";

const WORDS: CopyWords = {
  categories: CATEGORIES.map(({ type, name }) => ({ type, name })),
  place: placeLabel,
  sides: PHOTO_VIEWS.map(({ side, label }) => ({ side, name: label })),
};

export default function DriversCopyScreen() {
  return <DriversCopyPage words={WORDS} />;
}
