/** Where the e2e server (scripts/e2e-server.ts) serves the built app and the reference API. */
export const APP_URL = "http://127.0.0.1:4173";
export const API_URL = "http://127.0.0.1:8789";
