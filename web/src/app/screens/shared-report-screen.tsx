// A condition report a driver shared (decision 128), with the same words as the driver's copy.
import SharedReportPage from "#web/features/drivers-copy/components/shared-report-page.tsx";
import { COPY_WORDS } from "./copy-words.ts";

export default function SharedReportScreen() {
  return <SharedReportPage words={COPY_WORDS} />;
}
