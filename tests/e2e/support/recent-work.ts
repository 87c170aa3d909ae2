// Manage trailer's Your recent work in the browser tests: one line per job (decision 107), its
// writes listed once the driver opens the job's details.
import { expect, type Locator, type Page } from "@playwright/test";
import type { Tr } from "./assessment.ts";

/** The job named `label` (its attach or detach), opened: each of its writes listed with its state. */
export async function openJob(page: Page, tr: Tr, label: string): Promise<Locator> {
  const recent = page.getByRole("region", { name: tr("Your recent work") });
  const job = recent.locator(".outbox-job").filter({ has: page.getByText(label, { exact: true }) });
  const details = job.locator("details.outbox-details");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  await expect(details).toHaveAttribute("open", "");
  return job;
}
