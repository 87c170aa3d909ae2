import type { TestInfo } from "@playwright/test";

/** What a driver reads and a screen reader announces, per language, for the screens under test. */
const TEXT = {
  en: {
    lang: "en-US",
    languageName: "English",
    welcome: "Welcome to Hitch",
    companyDriverRefused: "This phone number belongs to a company driver",
    continue: "Continue",
    signIn: "Sign in",
    orderNumber: "Order number",
    mobileNumber: "Mobile phone number",
    verificationCode: "Verification code",
    submit: "Submit",
    manageTrailer: "Manage trailer",
    menu: "Menu",
    logOut: "Log out",
    sessionExpired: "Session Expired",
    noService: "No Service",
    reload: "Reload",
    reportIssue: "Report an issue",
  },
  es: {
    lang: "es",
    languageName: "Español",
    welcome: "Bienvenido a Hitch",
    companyDriverRefused: "Este número de teléfono pertenece a un chofer de la compañía",
    continue: "Continuar",
    signIn: "Iniciar sesión",
    orderNumber: "Número de orden",
    mobileNumber: "Número de celular",
    verificationCode: "Código de verificación",
    submit: "Enviar",
    manageTrailer: "Administrar remolque",
    menu: "Menú",
    logOut: "Cerrar sesión",
    sessionExpired: "Sesión vencida",
    noService: "Sin servicio",
    reload: "Recargar",
    reportIssue: "Reportar un problema",
  },
} as const;

export type Language = keyof typeof TEXT;
export type Text = (typeof TEXT)[Language];

/** The language of the browser this test runs in (the Playwright project), and the other one. */
export function languages(info: TestInfo) {
  const mine: Language = info.project.name === "es" ? "es" : "en";
  const other: Language = mine === "es" ? "en" : "es";
  return { mine, other, t: TEXT[mine], o: TEXT[other] };
}

/**
 * A demo phone per test and language, so no test waits out another's code cooldown
 * (drivers 5550100011-18 are seeded for the browser tests, on file for the test orders).
 */
export function testPhone(info: TestInfo, slot: 1 | 2 | 3 | 4): string {
  const offset = info.project.name === "es" ? 4 : 0;
  return `55501000${10 + slot + offset}`;
}
