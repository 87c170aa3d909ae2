// Which of the driver's copies a shared report is made of (decision 128): the copy shared, and
// beside it the other end of the same trailer's job where this phone holds it: for a drop, the
// pickup before it; for a pickup, the drop after it. Only records whose assessment the carrier took
// (sent), and none of whose photos is still on its way: the edge reports only what it forwarded, and
// a link signed before the photos arrive would never show them. Pure: the share button asks it.
import type { DriversCopy } from "./copy-record.ts";

const onItsWay = (state: DriversCopy["photos"][number]["state"]) =>
  state === "waiting" || state === "sending";
const sent = (copy: DriversCopy) =>
  copy.assessment?.state === "done" && !copy.photos.some((photo) => onItsWay(photo.state));
const at = (copy: DriversCopy) => Date.parse(copy.eventTime);

const sameTrailer = (a: DriversCopy, b: DriversCopy) =>
  a.mobileNumber === b.mobileNumber &&
  a.orderNumber === b.orderNumber &&
  a.trailerNumber.toUpperCase() === b.trailerNumber.toUpperCase() &&
  a.company === b.company;

/** The other end of `copy`'s job on this phone: its pickup (for a drop) or its drop (for a pickup). */
function otherEnd(copy: DriversCopy, copies: readonly DriversCopy[]): DriversCopy | undefined {
  const candidates = copies.filter(
    (other) => other.id !== copy.id && sent(other) && sameTrailer(copy, other),
  );
  if (copy.kind === "detach") {
    return candidates
      .filter((other) => other.kind !== "detach" && at(other) <= at(copy))
      .sort((a, b) => at(b) - at(a))[0];
  }
  return candidates
    .filter((other) => other.kind === "detach" && at(other) >= at(copy))
    .sort((a, b) => at(a) - at(b))[0];
}

/** The assessments a report of `copy` is asked for (their outbox ids); none when it is not sent yet. */
export function reportAssessments(copy: DriversCopy, copies: readonly DriversCopy[]): string[] {
  if (!copy.assessment || !sent(copy)) return [];
  const other = otherEnd(copy, copies)?.assessment?.entryId;
  return other === undefined ? [copy.assessment.entryId] : [copy.assessment.entryId, other];
}
