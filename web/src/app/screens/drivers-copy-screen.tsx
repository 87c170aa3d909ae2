// The driver's copy as the app shows it, and a condition report a driver shared (decision 128):
// the pages of their feature with the words of the assessment's categories and places and of the
// photo views, from their own features (features do not import each other; the app puts them
// together in copy-words.ts). One chunk for both: the route table, on every first screen, names
// one module for them (decision 091).
import DriversCopyPage from "#web/features/drivers-copy/components/drivers-copy-page.tsx";
import SharedReportPage from "#web/features/drivers-copy/components/shared-report-page.tsx";
import { COPY_WORDS } from "./copy-words.ts";

export default function DriversCopyScreen() {
  return <DriversCopyPage words={COPY_WORDS} />;
}

export function SharedReportScreen() {
  return <SharedReportPage words={COPY_WORDS} />;
}
