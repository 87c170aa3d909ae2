import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { apiErrorBody } from "#shared/api-error.ts";
import { ApiRequestError } from "./api-client.ts";
import { useApiErrorText } from "./api-error-text.ts";
import { activateLocale, type Locale } from "./i18n.ts";

async function errorTextIn(locale: Locale) {
  await activateLocale(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useApiErrorText(), { wrapper }).result.current;
}

/** The Worker's 413 answer, as the API client raises it. */
const tooLarge = new ApiRequestError(
  apiErrorBody("payloadTooLarge", 413, "The request body is over 65536 bytes."),
);

afterEach(async () => {
  await activateLocale("en-US");
});

describe("a request body the Worker refused as too large", () => {
  it("is told in the driver's words, in English and in Spanish", async () => {
    const english = await errorTextIn("en-US");
    expect(english(tooLarge)).toBe(
      "What you sent is too large. Send less, or a smaller photo, and try again.",
    );
    const spanish = await errorTextIn("es");
    expect(spanish(tooLarge)).toBe(
      "Lo que envió es demasiado grande. Envíe menos, o una foto más pequeña, e intente de nuevo.",
    );
  });

  it("is not the generic failure text", async () => {
    const text = await errorTextIn("en-US");
    expect(text(tooLarge)).not.toBe(text({ kind: "internal" }));
  });
});

/** The Worker's 403 to an assessment, a photo or a red tag of a trailer the driver has no reason to touch (decision 118). */
const notYours = new ApiRequestError(
  apiErrorBody(
    "notYourTrailer",
    403,
    "Only a trailer on your order, one you hold, or one you checked on this phone can be assessed, red-tagged or photographed.",
  ),
);

describe("an assessment, photo or red tag refused: not the driver's trailer to touch", () => {
  it("says why and what to do, in English and in Spanish, never the Worker's own text", async () => {
    const english = await errorTextIn("en-US");
    expect(english(notYours)).toBe(
      "This trailer is not on your order, not attached to you, and was not checked on this phone, so it cannot be assessed, red-tagged or photographed. Scan or enter the trailer and check it first.",
    );
    const spanish = await errorTextIn("es");
    expect(spanish(notYours)).toBe(
      "Este remolque no está en su orden, no lo tiene enganchado y no se revisó en este teléfono, así que no se le puede hacer una inspección, ponerle una etiqueta roja ni tomarle fotos. Escanee o escriba el remolque y revíselo primero.",
    );
  });

  it("is not the generic failure text, nor the red tag's proof refusal", async () => {
    const text = await errorTextIn("en-US");
    expect(text(notYours)).not.toBe(text({ kind: "internal" }));
    expect(text(notYours)).not.toBe(text({ kind: "notIdentified" }));
  });
});
