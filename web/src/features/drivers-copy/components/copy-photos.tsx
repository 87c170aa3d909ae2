import type { I18n } from "@lingui/core";
import type { CopyPhoto } from "#web/features/drivers-copy/copy-record.ts";
import {
  CHOSEN_OLDER,
  CHOSEN_UNDATED,
  CLOSE_UP,
  type CopyWords,
  LABELS,
  NO_LOCATION,
  NO_PHOTO,
  PHOTO_NOT_KEPT,
  PHOTO_REFUSED,
  PLACE_NOT_KNOWN,
  placeText,
  STATE_WORDS,
} from "#web/features/drivers-copy/copy-words.ts";
import { copyDatabase } from "#web/features/drivers-copy/store/copy-database.ts";
import { useJpegUrl } from "#web/lib/use-jpeg-url.ts";
import { Bilingual, BilingualText, BilingualTime, momentText } from "./bilingual.tsx";

function Thumbnail({ photo, alt }: { photo: CopyPhoto; alt: string }) {
  // The thumbnail kept with the copy (copy-database.ts), read from the phone.
  const url = useJpegUrl(photo.thumbnail ? photo.id : undefined, () => copyDatabase.thumbnail(photo.id));
  if (!url) return null;
  return <img className="copy-thumbnail" src={url} alt={alt} />;
}

/**
 * Each of the six views, then each close-up of a damage (decision 126): its thumbnail, when and
 * where it was taken, whether it was chosen from the phone's photos (decision 124), and whether it
 * was sent.
 */
export function CopyPhotos({
  english,
  photos,
  sides,
  categories,
}: {
  english: I18n;
  photos: readonly CopyPhoto[];
  sides: CopyWords["sides"];
  categories: CopyWords["categories"];
}) {
  const views = photos.filter((p) => p.closeUpOf === undefined);
  const closeUps = photos.filter((p) => p.closeUpOf !== undefined);
  return (
    <ul className="copy-photos">
      {closeUps.length < photos.length &&
        sides.map(({ side, name }) => {
          // A view retaken after a refusal: the newest photo of it is the one that counts.
          const photo = views.findLast((p) => p.side === side);
          return (
            <li key={side} className="copy-photo" data-side={side}>
              <figure>
                {photo && <Thumbnail photo={photo} alt={english._(name)} />}
                <figcaption>
                  <strong className="copy-photo-name">
                    <Bilingual english={english} message={name} />
                  </strong>
                  {photo ? (
                    <PhotoFacts english={english} photo={photo} />
                  ) : (
                    <Bilingual english={english} message={NO_PHOTO} />
                  )}
                </figcaption>
              </figure>
            </li>
          );
        })}
      {closeUps.map((photo) => {
        const name = categories.find((c) => c.type === photo.closeUpOf)?.name;
        const say = (i18n: I18n) =>
          i18n._({ ...CLOSE_UP, values: { category: name ? i18n._(name) : (photo.closeUpOf ?? "") } });
        return (
          <li key={photo.id} className="copy-photo copy-close-up" data-close-up={photo.closeUpOf}>
            <figure>
              <Thumbnail photo={photo} alt={say(english)} />
              <figcaption>
                <strong className="copy-photo-name">
                  <BilingualText english={english} say={say} />
                </strong>
                <PhotoFacts english={english} photo={photo} />
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

function PhotoFacts({ english, photo }: { english: I18n; photo: CopyPhoto }) {
  const place = photo.location
    ? placeText(photo.location.lat, photo.location.lng, photo.location.accuracy)
    : photo.fromPhonePhotos
      ? PLACE_NOT_KNOWN
      : NO_LOCATION;
  const { fromPhonePhotos, takenAt } = photo;
  return (
    <dl className="copy-photo-facts">
      {fromPhonePhotos && (
        <p className="copy-photo-chosen">
          <BilingualText
            english={english}
            say={(i18n) =>
              fromPhonePhotos === "older"
                ? i18n._({ ...CHOSEN_OLDER, values: { time: momentText(i18n.locale, takenAt) } })
                : i18n._(CHOSEN_UNDATED)
            }
          />
        </p>
      )}
      <div>
        <dt>
          <Bilingual english={english} message={LABELS.taken} />
        </dt>
        <dd>
          <BilingualTime english={english} iso={photo.takenAt} />
          <Bilingual english={english} message={place} />
        </dd>
      </div>
      <div>
        <dt>
          <Bilingual english={english} message={LABELS.upload} />
        </dt>
        <dd className={`copy-state copy-state-${photo.state}`}>
          <Bilingual
            english={english}
            message={photo.state === "refused" ? PHOTO_REFUSED : STATE_WORDS[photo.state]}
          />
        </dd>
      </div>
      {!photo.thumbnail && (
        <p>
          <Bilingual english={english} message={PHOTO_NOT_KEPT} />
        </p>
      )}
    </dl>
  );
}
