// Signs a demo driver in, for the bench and the browser tests: once through the edge
// Worker (a session cookie) and once straight against the reference API (an identity
// token), with codes read from the dev SMS outbox.
import type { UserDetails } from "#shared/api/session.ts";
import { latestCode } from "./outbox.ts";

export const API_TOKEN_FOR_DEV = "dev-app-token";
const ORDER = "1001001";

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A demo driver signed in through the app's own routes: the session cookie and the user details. */
export async function signInViaApp(appUrl: string, apiUrl: string, viaApp: string, order = ORDER) {
  const origin = { origin: appUrl };
  const sentAt = new Date(Date.now() - 1000);
  await post(`${appUrl}/api/session/code`, { orderNumber: order, mobileNumber: viaApp }, origin);
  const code = await latestCode(apiUrl, viaApp, sentAt);
  const res = await post(
    `${appUrl}/api/session`,
    { orderNumber: order, mobileNumber: viaApp, company: "knight", code },
    origin,
  );
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
  const { user } = (await res.json()) as { user: UserDetails };
  return { cookie, user };
}

/** Two demo drivers: one signed in through the app (5550100021), one straight against the API (…22). */
export async function signIn(appUrl: string, apiUrl: string) {
  const session = await signInViaApp(appUrl, apiUrl, "5550100021");
  const direct = "5550100022";
  const token = await directIdentityToken(apiUrl, direct);
  return { ...session, direct: { mobileNumber: direct, identityToken: token } };
}

/** A demo driver's identity token straight from the reference API (code, outbox, verify), no app. */
export async function directIdentityToken(
  apiUrl: string,
  mobileNumber: string,
  order = ORDER,
): Promise<string> {
  const appToken = { "x-app-token": API_TOKEN_FOR_DEV };
  const sentAt = new Date(Date.now() - 1000);
  await post(
    `${apiUrl}/api/drivers/requestVerificationCode/${mobileNumber}?loadNumber=${order}`,
    undefined,
    appToken,
  );
  const code = await latestCode(apiUrl, mobileNumber, sentAt);
  const verified = await post(
    `${apiUrl}/api/fbaauthentication/verifyIdentity`,
    { mobileNumber, verificationCode: code },
    appToken,
  );
  const { token } = (await verified.json()) as { token: string };
  return token;
}
