// The driver's copy as the app shows it: the page of its feature with the words of
// the assessment's categories and places and of the photo views, from their own
// features (features do not import each other; the app puts them together in copy-words.ts).
import DriversCopyPage from "#web/features/drivers-copy/components/drivers-copy-page.tsx";
import { COPY_WORDS } from "./copy-words.ts";

export default function DriversCopyScreen() {
  return <DriversCopyPage words={COPY_WORDS} />;
}
