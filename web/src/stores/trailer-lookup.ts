// The trailer lookup of docs/product.md §4: loading, error, result. A new lookup first
// stores the current trailer as the last trailer, which the driver can restore;
// errors are stored, and a QR lookup's error keeps the scanned QR; a refreshed
// trailer with the same id and no trailerQr keeps the earlier one. The trailer,
// the last trailer and the error are persisted (docs/product.md §3), so a reload resumes.
import { batch, computed, signal } from "@preact/signals-react";
import { z } from "zod/mini";
import { type TrailerView, TrailerViewSchema } from "#shared/api/trailers.ts";
import { QrIdSchema } from "#shared/validation.ts";
import { persistedSignal } from "../lib/storage.ts";

export const LOOKUP_ERRORS = ["notFound", "invalidQr", "failed"] as const;
export const LookupErrorSchema = z.object({
  kind: z.enum(LOOKUP_ERRORS),
  /** The sticker whose lookup failed (a QR lookup's error keeps it). */
  qrId: z.optional(QrIdSchema),
  /** The number typed, when the lookup was by number. */
  trailerNumber: z.optional(z.string()),
});
export type LookupError = z.infer<typeof LookupErrorSchema>;

export const trailer = persistedSignal("trailer", z.nullable(TrailerViewSchema), null);
export const previousTrailer = persistedSignal("previousTrailer", z.nullable(TrailerViewSchema), null);
export const lookupError = persistedSignal("trailerLookupError", z.nullable(LookupErrorSchema), null);
/** A scanned QR with no trailer, remembered until it is reported (docs/product.md §4 Unassociated QR). */
export const unassociatedQr = persistedSignal("unassociatedQr", z.nullable(QrIdSchema), null);

const loading = signal(false);
export const lookupState = computed(() =>
  loading.value ? "loading" : lookupError.value ? "error" : trailer.value ? "result" : "idle",
);

/** A lookup starts: the current trailer becomes the last trailer, and the old error goes. */
export function startLookup(): void {
  batch(() => {
    if (trailer.value) previousTrailer.value = trailer.value;
    trailer.value = null;
    lookupError.value = null;
    loading.value = true;
  });
}

export function lookupSucceeded(found: TrailerView): void {
  batch(() => {
    const earlier = previousTrailer.value;
    // A refreshed trailer that lost its QR keeps the one it had (docs/product.md §3).
    const trailerQr = found.trailerQr ?? (earlier?.id === found.id ? earlier.trailerQr : null);
    trailer.value = { ...found, trailerQr };
    loading.value = false;
  });
}

export function lookupFailed(error: LookupError): void {
  batch(() => {
    lookupError.value = error;
    loading.value = false;
  });
}

/** The driver goes back to the trailer they had before this lookup. */
export function restorePreviousTrailer(): void {
  batch(() => {
    if (!previousTrailer.value) return;
    trailer.value = previousTrailer.value;
    previousTrailer.value = null;
    lookupError.value = null;
  });
}

/** Reset (docs/product.md §4): all trailer data and its persisted copies. */
export function clearTrailerLookup(): void {
  batch(() => {
    trailer.value = null;
    previousTrailer.value = null;
    lookupError.value = null;
    unassociatedQr.value = null;
    loading.value = false;
  });
}
