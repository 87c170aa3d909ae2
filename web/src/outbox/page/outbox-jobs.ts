// The driver's recent work as jobs (decision 107): an attach, move or detach together with the
// assessment sent before it in the same flow (the association's meta names it, ASSESSMENT_META)
// and that assessment's photos (each depends on it), so a job with six photos is one line, not
// eight. An assessment recorded without an association (a red tag that ended the attach, a flow
// left) is a job with its photos; every other write (a report, a release) is a job of its own.
import {
  ASSESSMENT_KINDS,
  ASSESSMENT_META,
  ASSOCIATION_KINDS,
  type OutboxEntry,
  PHOTO_KIND,
} from "#web/outbox/outbox-entry.ts";

export type OutboxJob = {
  /** What the job is named by: its newest association, else its assessment, else its first write. */
  lead: OutboxEntry;
  /** The assessment the job's association and photos belong to, when it is listed. */
  assessment?: OutboxEntry;
  photos: OutboxEntry[];
  /** Every write of the job, in the order they were made. */
  entries: OutboxEntry[];
};

/** The assessment a write belongs to, which names its job; else the write is its own job. */
function jobKey(entry: OutboxEntry): string {
  if (entry.kind === PHOTO_KIND && entry.dependsOn) return entry.dependsOn;
  return entry.meta?.[ASSESSMENT_META] ?? entry.id;
}

/** The writes grouped by job, the job with the newest write first. */
export function outboxJobs(entries: readonly OutboxEntry[]): OutboxJob[] {
  const byKey = new Map<string, OutboxEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.createdAt - b.createdAt)) {
    const key = jobKey(entry);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  const jobs = [...byKey.values()].map((job): OutboxJob => {
    const assessment = job.find((e) => ASSESSMENT_KINDS.includes(e.kind));
    const lead = job.findLast((e) => ASSOCIATION_KINDS.includes(e.kind)) ?? assessment ?? job[0]!;
    return { lead, assessment, photos: job.filter((e) => e.kind === PHOTO_KIND), entries: job };
  });
  const newest = (job: OutboxJob) => Math.max(...job.entries.map((e) => e.createdAt));
  return jobs.sort((a, b) => newest(b) - newest(a));
}

/**
 * How the job's line reads at a glance: its lead's state, but a lead sent while the rest of its job
 * is not reads as still waiting, not as done (its "Sent" stays true of the lead, and the photos'
 * count says what is left). A driver read a green "Sent" beside "0 of 6 photos sent" as the job done.
 */
export function jobLineState(job: OutboxJob): OutboxEntry["state"] {
  if (job.lead.state === "done" && job.entries.some((e) => e.state !== "done")) return "waiting";
  return job.lead.state;
}
