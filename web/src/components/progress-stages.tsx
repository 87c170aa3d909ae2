// The progress stages of docs/product.md §1 on every step of attach and detach: Trailer,
// Assessment, Photos; with trailer photos off, Trailer, Assessment, Status for
// attach, and Trailer, Assessment for detach.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Association } from "#shared/logistics/enums.ts";
import { photosStepOn } from "#web/stores/photos-step.ts";
import { BackLink } from "./back-link.tsx";
import { ReportIssueButton } from "./report-issue-button.tsx";

export type Stage = "trailer" | "assessment" | "photos" | "status";

const LABELS = {
  trailer: msg({ message: "Trailer", context: "progress stage" }),
  assessment: msg({ message: "Assessment", context: "progress stage" }),
  photos: msg({ message: "Photos", context: "progress stage" }),
  status: msg({ message: "Status", context: "progress stage" }),
};

/** The stages of this association, as the photos flag says (on when the flag is not known yet). */
function stagesOf(association: Association, photosEnabled: boolean): Stage[] {
  if (photosEnabled) return ["trailer", "assessment", "photos"];
  return association === "attach" ? ["trailer", "assessment", "status"] : ["trailer", "assessment"];
}

/**
 * `current`: the stage on screen. "status" is the step that records the association, whichever
 * stage that falls in: Status (attach, photos off), the last of the assessment (detach, photos
 * off), or the end of Photos (photos on: the confirmation after the roadworthy one).
 */
export function ProgressStages({ association, current }: { association: Association; current: Stage }) {
  const { t } = useLingui();
  const stages = stagesOf(association, photosStepOn());
  const shown = current === "status" ? (stages.at(-1) ?? current) : current;
  const at = stages.indexOf(shown);
  // Every step of the workflow shows its stages: Back and Report issue are at hand on each of them.
  return (
    <div className="workflow-bar">
      <nav aria-label={t`Progress`}>
        <ol className="progress-stages">
          {stages.map((stage, i) => (
            <li
              key={stage}
              className={i < at ? "done" : i === at ? "current" : undefined}
              aria-current={i === at ? "step" : undefined}
            >
              {t(LABELS[stage])}
            </li>
          ))}
        </ol>
      </nav>
      <div className="workflow-actions">
        <BackLink />
        <ReportIssueButton />
      </div>
    </div>
  );
}
