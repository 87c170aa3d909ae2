// What each screen can do without signal, said on the screen while the phone is
// offline (issue 11): whether it works, and what happens to what the driver
// does there. The No Service banner says the phone is offline; this line says
// what that means here. One table, every mounted screen in it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { RouteName } from "../config/paths.ts";
import { offline } from "../stores/network.ts";

export type OfflineUse = "kept" | "readable" | "scan" | "signIn" | "needsSignal";

const TEXT: Record<OfflineUse, MessageDescriptor> = {
  kept: msg`Works offline: what you record here is kept on this phone and sent when you have signal.`,
  readable: msg`Works offline.`,
  scan: msg`Scanning works offline; checking the trailer needs signal. What you scanned stays on this phone.`,
  signIn: msg`Signing in needs signal. What you typed stays on this phone; continue when you have signal.`,
  needsSignal: msg`This step needs signal. What you typed stays on this phone; try again when you have signal.`,
};

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
} as const satisfies Partial<Record<RouteName, OfflineUse>>;

/** The screen's line, only while the phone is offline. */
export function OfflineUseNote({ use }: { use: OfflineUse }) {
  const { i18n } = useLingui();
  if (!offline.value) return null;
  return (
    <p className="offline-use" data-offline-use={use}>
      {i18n._(TEXT[use])}
    </p>
  );
}
