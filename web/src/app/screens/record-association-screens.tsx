// The two steps that record an association, as the app shows them: the
// association feature's pages, with the Photos step's photos queued right after
// the association is kept (decision 053). Features do not import each other; the
// app puts them together here.
import DetachPage from "#web/features/association/components/detach-page.tsx";
import StatusIndicationPage from "#web/features/association/components/status-indication-page.tsx";
import { sendStepPhotos } from "#web/features/photos/send-photos.ts";
import { flow } from "#web/stores/trailer-flow.ts";

/** Queues the photos taken for this flow's assessment, if any (none with the photos flag off). */
const sendFlowPhotos = () => sendStepPhotos(flow.peek()?.assessment?.entryId);

export function StatusIndicationScreen() {
  return <StatusIndicationPage afterKept={sendFlowPhotos} />;
}

export function DetachScreen() {
  return <DetachPage afterKept={sendFlowPhotos} />;
}
