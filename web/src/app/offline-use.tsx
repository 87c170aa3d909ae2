// What each screen can do without signal, said on the screen while the phone is
// offline (decision 059): whether it works, and what happens to what the driver
// does there. One line for the whole condition (decision 107): No Service, how
// much of the driver's work waits on the phone to be sent, and what this screen
// can do; no banner, sync line or note of its own beside it. One table, every
// mounted screen in it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { RouteName } from "#web/config/paths.ts";
import { ASSETS_CACHE } from "#web/lib/service-worker-messages.ts";
import { noService, offline } from "#web/stores/network.ts";
import { unsentWork } from "#web/stores/unsent-work.ts";

export type OfflineUse = "kept" | "readable" | "scan" | "signIn" | "needsSignal";

const TEXT: Record<OfflineUse, MessageDescriptor> = {
  kept: msg`Works offline: what you record here is kept on this phone and sent when you have signal.`,
  readable: msg`Works offline.`,
  scan: msg`Scanning works offline; checking the trailer needs signal. What you scanned stays on this phone.`,
  signIn: msg`Signing in needs signal. What you typed stays on this phone; continue when you have signal.`,
  needsSignal: msg`This step needs signal. What you typed stays on this phone; try again when you have signal.`,
};

/** The scan screen's line when this phone does not hold the scanner's decoder yet (decision 130). */
const SCAN_WITHOUT_DECODER = msg`The scanner needs signal the first time it opens on this phone, and checking the trailer needs signal too.`;

/** The scanner's decoder (zxing's wasm), as the service worker keeps it once fetched (decision 130). */
const DECODER = /\/assets\/zxing_reader-[^/]+\.wasm$/;

/**
 * Whether this phone holds the scanner's decoder: fetched once, or cached while the phone was idle
 * (decision 130). Undefined where it cannot tell (no Cache API, no service worker's cache).
 */
async function decoderKept(): Promise<boolean | undefined> {
  if (typeof caches === "undefined" || !(await caches.has(ASSETS_CACHE))) return undefined;
  const kept = await (await caches.open(ASSETS_CACHE)).keys();
  return kept.some((request) => DECODER.test(new URL(request.url).pathname));
}

/** Every mounted screen's use offline, by route name. */
export const OFFLINE_USE = {
  welcome: "signIn",
  login: "signIn",
  companySelection: "signIn",
  verifyIdentity: "signIn",
  unauthorized: "signIn",
  privacyPolicy: "readable",
  termsOfUse: "readable",
  driversCopy: "readable",
  trailerUnavailable: "readable",
  manageTrailer: "kept",
  reportIssue: "kept",
  reportUnassociatedQr: "kept",
  trailerAction: "kept",
  takePossession: "kept",
  trailerStatusIndication: "kept",
  detachTrailer: "kept",
  attachedFromPreviousOrder: "kept",
  trailerAssessment: "kept",
  damageCategory: "kept",
  damageComment: "kept",
  redTag: "kept",
  trailerPhotos: "kept",
  photoSubsection: "kept",
  scan: "scan",
  qrScanLanding: "needsSignal",
  manualEntry: "needsSignal",
  trailerCheck: "needsSignal",
  trailerVerification: "needsSignal",
  assetTrailerFinderMap: "needsSignal",
  logisticsTrailerFinderMap: "needsSignal",
  sharedReport: "needsSignal",
} as const satisfies Partial<Record<RouteName, OfflineUse>>;

/**
 * The screen's offline line, only while the phone is offline, and not while the No Service dialog
 * says it (a call the driver waited on needed signal): one No Service message at a time.
 */
export function OfflineLine({ use }: { use?: OfflineUse }) {
  const { i18n } = useLingui();
  // Offline at the scanner: "Scanning works offline" only when the phone holds its decoder.
  const offlineAtScanner = use === "scan" && offline.value;
  const [decoder, setDecoder] = useState<boolean>();
  useEffect(() => {
    if (offlineAtScanner) void decoderKept().then(setDecoder, () => setDecoder(undefined));
  }, [offlineAtScanner]);
  if (!offline.value || noService.value) return null;
  const { count, photos } = unsentWork.value;
  return (
    <p className="offline-line" role="status" data-offline-use={use}>
      <span className="offline-line-title">
        <Trans>No Service</Trans>
        {count > 0 && (
          <>
            {" · "}
            <Plural value={count} one="# waiting to be sent" other="# waiting to be sent" />
            {photos > 0 && (
              <>
                {" · "}
                <Plural value={photos} one="# photo" other="# photos" />
              </>
            )}
          </>
        )}
      </span>
      {use && (
        <span className="offline-line-use">
          {i18n._(use === "scan" && decoder === false ? SCAN_WITHOUT_DECODER : TEXT[use])}
        </span>
      )}
    </p>
  );
}
