// The alerts a screen raises for a write it kept on the phone to send later ("Saved on this
// phone…", outbox/app-outbox.ts): named by the write, so the app closes each once its write
// is sent or refused, and the banner shows them as one (they all say the same: work waits on this
// phone), none while the phone is offline, where the offline line counts what waits (decision
// 107). Outside the outbox (web/src/outbox): the banner is the first screen's, the outbox's code is not (decision
// 092).

const KEPT_ALERT_PREFIX = "kept-";

/** The id of the alert raised for the write `entryId` kept to send later. */
export const keptAlertId = (entryId: string) => `${KEPT_ALERT_PREFIX}${entryId}`;

/** Whether an alert is one raised for a write kept to send later. */
export const isKeptAlert = (alertId: string) => alertId.startsWith(KEPT_ALERT_PREFIX);
