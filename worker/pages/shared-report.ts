// A shared condition report's page (decision 128) with the report in the document (decision 142):
// the app's shell in the reader's language goes at once, and the edge checks the link as GET
// /api/reports/<id> does (the same limit, the same answer) and puts what it answers at the end of
// the same document, so the page draws the verdict and the report without asking for them. A link
// whose query is not one, a network over its limit or a check that fails leaves the answer out:
// the page asks for it, as before, and is told why.
import type { Context } from "hono";
import {
  REPORT_LINK_EXPIRY,
  REPORT_LINK_SIGNATURE,
  ReportLinkQuerySchema,
  SERVED_REPORT_ID,
  type ServedReport,
} from "#shared/api/reports.ts";
import { type Locale, RECORD_LOCALE } from "#shared/languages.ts";
import { dataBlock } from "#shared/signed-in-shells.ts";
import { openReport } from "#worker/api/reports.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { clientNetworkOf } from "#worker/rate-limit/client-network.ts";
import { consumeRateLimit } from "#worker/rate-limit/limits.ts";
import { inlineHashes } from "./inline-hashes.ts";
import { localeShellText, PAGE_VARY, pageLocale } from "./prerendered.ts";
import { catalogPreloads } from "./route-preloads.ts";
import { streamedDocument } from "./streamed-document.ts";

const REPORT_PAGE = /^\/reports\/([^/]+)$/;

/** The report id of a report page's path, else undefined. */
export const reportPageId = (pathname: string) => REPORT_PAGE.exec(pathname)?.[1];

/**
 * The answer to the link, as a data block, or nothing when the page is to ask for it itself. An
 * authentic report is drawn in English with the driver's language beside it: the catalogs of
 * those that are not the page's own are preloaded with it, so the page does not wait for them
 * once it has the report.
 */
async function answerBlock(c: Context<AppEnv>, id: string, locale: Locale): Promise<string> {
  const query = ReportLinkQuerySchema.safeParse({
    [REPORT_LINK_EXPIRY]: c.req.query(REPORT_LINK_EXPIRY),
    [REPORT_LINK_SIGNATURE]: c.req.query(REPORT_LINK_SIGNATURE),
  });
  if (!query.success) return "";
  try {
    const network = clientNetworkOf(c.req.raw);
    const limit = await consumeRateLimit(c.env, c.var.config, "finderRequestsPerClient", network);
    if (!limit.allowed) return "";
    const { answer } = await openReport(c, id, query.data);
    const shown = answer.verdict === "authentic" ? [RECORD_LOCALE, answer.report.language] : [];
    const preloads = await catalogPreloads(
      c,
      [...new Set(shown)].filter((other) => other !== locale),
    );
    return `${preloads}${dataBlock(SERVED_REPORT_ID, { id, ...query.data, answer } satisfies ServedReport)}`;
  } catch {
    return "";
  }
}

/** The report's page at `id`: the shell now, its answer at the end when checked; undefined for a HEAD. */
export async function serveSharedReportPage(c: Context<AppEnv>, id: string): Promise<Response | undefined> {
  if (c.req.method !== "GET") return undefined;
  const locale = pageLocale(c);
  const html = await localeShellText(c, locale);
  const cut = html.lastIndexOf("</body>");
  if (cut < 0) return undefined;
  const first = html.slice(0, cut);
  c.set("inlineHashes", await inlineHashes(first));
  const { body, done } = streamedDocument(
    first,
    answerBlock(c, id, locale).then((block) => `${block}${html.slice(cut)}`),
  );
  c.executionCtx.waitUntil(done);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Its verdict is of now (a link expires), and a report is the driver's: no cache keeps it.
      "Cache-Control": "no-store",
      "Content-Language": locale,
      Vary: PAGE_VARY,
    },
  });
}
