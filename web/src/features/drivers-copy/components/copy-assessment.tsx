import type { I18n } from "@lingui/core";
import type { CopyAssessment } from "#web/features/drivers-copy/copy-record.ts";
import {
  type CopyWords,
  DAMAGED,
  GOOD,
  LABELS,
  NO_PLACE_MARKED,
  RED_TAG,
} from "#web/features/drivers-copy/copy-words.ts";
import { Bilingual } from "./bilingual.tsx";

/**
 * Every category, good or damaged, and under a damaged one each place marked with the comment as
 * the driver typed it. A category the assessment sent no defect for was answered good.
 */
export function CopyAssessmentList({
  english,
  assessment,
  words,
}: {
  english: I18n;
  /** The driver's copy's, or a shared report's record (decision 128). */
  assessment: Pick<CopyAssessment, "items" | "redTag">;
  words: CopyWords;
}) {
  return (
    <>
      {assessment.redTag && (
        <p className="copy-red-tag">
          <Bilingual english={english} message={RED_TAG} />
        </p>
      )}
      <ul className="copy-categories">
        {words.categories.map(({ type, name }) => {
          const defects = assessment.items.filter((item) => item.type === type);
          const damaged = defects.length > 0;
          return (
            <li
              key={type}
              className={damaged ? "copy-category copy-damaged" : "copy-category"}
              data-type={type}
            >
              <h3>
                <Bilingual english={english} message={name} />
              </h3>
              <p className="copy-verdict">
                <Bilingual english={english} message={damaged ? DAMAGED : GOOD} />
              </p>
              {damaged && (
                <ul className="copy-defects">
                  {defects.map((item) => (
                    <li key={`${item.subType ?? "none"}`}>
                      <strong>
                        <Bilingual
                          english={english}
                          message={item.subType ? (words.place(type, item.subType) ?? name) : NO_PLACE_MARKED}
                        />
                      </strong>
                      {item.comment && (
                        <p className="copy-comment">
                          <span className="copy-comment-label">
                            <Bilingual english={english} message={LABELS.comment} />
                          </span>
                          <q>{item.comment}</q>
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
