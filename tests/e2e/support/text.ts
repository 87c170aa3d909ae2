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
