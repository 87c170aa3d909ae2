import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ReportPhoto, ReportRecord } from "#shared/api/reports.ts";
import type { AssessmentItem } from "#shared/assessment-item.ts";
import { isSealItem, readSealComment } from "#shared/seal.ts";
import {
  type CopyWords,
  LABELS,
  NO_LOCATION,
  placeText,
  REPORT_WORDS,
  sealText,
} from "#web/features/drivers-copy/copy-words.ts";
import { Bilingual, BilingualTime, Fact } from "./bilingual.tsx";
import { CopyAssessmentList } from "./copy-assessment.tsx";

/** A record's defects (the seal's item is no defect) and its seal, read back from its words (decision 123). */
export function defectsAndSeal(record: ReportRecord) {
  const sealItem = record.items.find(isSealItem);
  const seal = sealItem?.comment === undefined ? null : readSealComment(sealItem.comment);
  return { defects: record.items.filter((item) => item !== sealItem), seal };
}

const placeOf = (location: ReportRecord["location"]): MessageDescriptor =>
  location ? placeText(location.lat, location.lng, location.accuracy) : NO_LOCATION;

/** What a defect is called: its place on the trailer, else its category. */
export function defectName(words: CopyWords, item: AssessmentItem): MessageDescriptor | undefined {
  const category = words.categories.find((c) => c.type === item.type)?.name;
  return (item.subType ? words.place(item.type, item.subType) : undefined) ?? category;
}

/** One end of the trailer's job as the edge signed it: when, where, the seal, each category, the photos. */
export function ReportRecordSection({
  english,
  record,
  words,
  photoUrl,
}: {
  english: I18n;
  record: ReportRecord & { firstPhoto: number };
  words: CopyWords;
  photoUrl: (n: number) => string;
}) {
  const { defects, seal } = defectsAndSeal(record);
  const heading = `report-${record.association}-heading`;
  return (
    <section className="report-record" aria-labelledby={heading}>
      <h2 id={heading}>
        <Bilingual
          english={english}
          message={record.association === "attach" ? REPORT_WORDS.pickup : REPORT_WORDS.drop}
        />
      </h2>
      <dl className="details copy-details">
        <Fact english={english} label={LABELS.when}>
          <BilingualTime english={english} iso={record.eventTime} />
        </Fact>
        <Fact english={english} label={LABELS.where}>
          <Bilingual english={english} message={placeOf(record.location)} />
        </Fact>
        {seal && (
          <Fact english={english} label={LABELS.seal}>
            <Bilingual english={english} message={sealText(seal)} />
          </Fact>
        )}
      </dl>
      <CopyAssessmentList
        english={english}
        assessment={{ items: defects, redTag: record.redTag }}
        words={words}
      />
      <ul className="copy-photos report-photos">
        {record.photos.map((photo, i) => (
          <ReportPhotoItem
            // biome-ignore lint/suspicious/noArrayIndexKey: a signed report's photos never move, and two may be one image.
            key={i}
            english={english}
            photo={photo}
            name={photoName(words, photo)}
            url={photoUrl(record.firstPhoto + i)}
          />
        ))}
      </ul>
    </section>
  );
}

const photoName = (words: CopyWords, photo: ReportPhoto) =>
  photo.photoType === "assessmentPhoto"
    ? REPORT_WORDS.closeUp
    : (words.sides.find((s) => s.side === photo.side)?.name ?? REPORT_WORDS.closeUp);

function ReportPhotoItem({
  english,
  photo,
  name,
  url,
}: {
  english: I18n;
  photo: ReportPhoto;
  name: MessageDescriptor;
  url: string;
}) {
  return (
    <li className="copy-photo">
      <figure>
        <img className="copy-thumbnail" src={url} alt={english._(name)} />
        <figcaption>
          <strong className="copy-photo-name">
            <Bilingual english={english} message={name} />
          </strong>
          <dl className="copy-photo-facts">
            <div>
              <dt>
                <Bilingual english={english} message={LABELS.taken} />
              </dt>
              <dd>
                {photo.takenAt && (
                  <div>
                    <BilingualTime english={english} iso={photo.takenAt} />
                  </div>
                )}
                <div>
                  <Bilingual english={english} message={placeOf(photo.location)} />
                </div>
              </dd>
            </div>
          </dl>
        </figcaption>
      </figure>
    </li>
  );
}
