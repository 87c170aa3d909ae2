import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "#web/outbox/outbox-entry.ts";
import { ASSESSMENT_META } from "#web/outbox/outbox-entry.ts";
import { jobLineState, outboxJobs } from "./outbox-jobs.ts";

let made = 0;
/** An entry as the outbox keeps it, made after the ones before it. */
function entry(kind: string, fields: Partial<OutboxEntry> = {}): OutboxEntry {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, "0")}`,
    kind,
    payload: {},
    eventTime: "2026-11-21T08:00:00-07:00",
    createdAt: made,
    state: "waiting",
    attempts: 0,
    nextAttemptAt: 0,
    ...fields,
  };
}

describe("Your recent work by job (decision 107)", () => {
  it("an attach with its assessment and six photos is one job, named by the attach", () => {
    const assessment = entry("assessment", { state: "done", meta: { trailer: "400101" } });
    const attach = entry("attach", {
      state: "done",
      meta: { trailer: "400101", [ASSESSMENT_META]: assessment.id },
    });
    const photos = Array.from({ length: 6 }, () => entry("photo", { dependsOn: assessment.id }));
    const [job, ...others] = outboxJobs([assessment, attach, ...photos]);
    expect(others).toEqual([]);
    expect(job).toEqual({ lead: attach, assessment, photos, entries: [assessment, attach, ...photos] });
  });

  it("a red tag that ended the attach is a job with its photos; a report is a job of its own; newest first", () => {
    const redTag = entry("redTag", { state: "done" });
    const photo = entry("photo", { dependsOn: redTag.id, state: "refused" });
    const report = entry("feedback");
    const jobs = outboxJobs([report, photo, redTag]);
    expect(jobs.map((job) => job.lead)).toEqual([report, redTag]);
    expect(jobs[1]).toMatchObject({ assessment: redTag, photos: [photo] });
  });

  it("a detach sent again after a refusal stays in its job, named by the newest try", () => {
    const assessment = entry("assessment", { state: "done" });
    const refused = entry("detach", { state: "refused", meta: { [ASSESSMENT_META]: assessment.id } });
    const again = entry("detach", { meta: { [ASSESSMENT_META]: assessment.id } });
    const [job, ...others] = outboxJobs([assessment, refused, again]);
    expect(others).toEqual([]);
    expect(job?.lead).toBe(again);
    expect(job?.entries).toEqual([assessment, refused, again]);
  });

  it("a job reads as done only once every write of it is sent: a sent detach with photos to go reads as waiting", () => {
    const assessment = entry("assessment", { state: "done" });
    const detach = entry("detach", { state: "done", meta: { [ASSESSMENT_META]: assessment.id } });
    const photos = Array.from({ length: 6 }, () => entry("photo", { dependsOn: assessment.id }));
    const [job] = outboxJobs([assessment, detach, ...photos]);
    expect(job && jobLineState(job)).toBe("waiting");
    for (const photo of photos) photo.state = "done";
    expect(job && jobLineState(job)).toBe("done");
    const refused = entry("detach", { state: "refused" });
    expect(jobLineState({ lead: refused, photos: [], entries: [refused] })).toBe("refused");
  });
});
