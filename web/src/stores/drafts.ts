// What a driver typed into a form, kept until it is sent so that a reload, a
// crash or a lost tab loses nothing. Drafts are raw text, not validated values.
import { z } from "zod/mini";
import { COMPANIES } from "#shared/logistics/enums.ts";
import { FREE_TEXT_MAX_LENGTH } from "#shared/validation.ts";
import { persistedSignal } from "#web/lib/storage.ts";

/** Generous bounds: a draft may be invalid, but never huge. */
export const DraftText = z.string().check(z.maxLength(FREE_TEXT_MAX_LENGTH * 2));

const LoginDraftSchema = z.object({
  orderNumber: DraftText,
  mobileNumber: DraftText,
  consent: z.boolean(),
});
export type LoginDraft = z.infer<typeof LoginDraftSchema>;
export const EMPTY_LOGIN_DRAFT: LoginDraft = { orderNumber: "", mobileNumber: "", consent: false };
export const loginDraft = persistedSignal("draft:login", LoginDraftSchema, EMPTY_LOGIN_DRAFT);

/** What the driver types on Report issue; the order and phone are the session's, shown, not typed. */
const ReportIssueDraftSchema = z.object({
  description: DraftText,
  company: z.enum([...COMPANIES, ""]),
  trailerNumber: DraftText,
});
export type ReportIssueDraft = z.infer<typeof ReportIssueDraftSchema>;
export const reportIssueDraft = persistedSignal(
  "draft:reportIssue",
  z.nullable(ReportIssueDraftSchema),
  null,
);

/** Manual entry's trailer number as typed, until the trailer is found. */
export const trailerNumberDraft = persistedSignal("draft:trailerNumber", DraftText, "");
