/**
 * The newest verification code texted to a demo phone, read from the reference
 * API's dev SMS outbox (the same page a developer opens at /__dev/outbox).
 */
export async function latestCode(apiUrl: string, phone: string, after: Date): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await fetch(`${apiUrl}/__dev/outbox?phone=${phone}`);
    if (!res.ok) throw new Error(`dev outbox answered ${res.status}`);
    const [newest] = (await res.json()) as { body: string; createdAt: string }[];
    if (newest && new Date(newest.createdAt) >= after) {
      const code = /\b(\d{6})\b/.exec(newest.body)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code texted to ${phone}`);
}

/** How many texts the dev SMS outbox holds for a demo phone since `after`. */
export async function textsSince(apiUrl: string, phone: string, after: Date): Promise<number> {
  const res = await fetch(`${apiUrl}/__dev/outbox?phone=${phone}`);
  if (!res.ok) throw new Error(`dev outbox answered ${res.status}`);
  const texts = (await res.json()) as { createdAt: string }[];
  return texts.filter((text) => new Date(text.createdAt) >= after).length;
}
