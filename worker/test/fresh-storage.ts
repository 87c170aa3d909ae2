// Runs before each Worker test file. The files share a runtime and its storage (`isolate: false`,
// decision 139), so each starts as if it were alone: the KV namespaces and the evidence bucket
// emptied, the logistics mock's state new. Durable Objects keep theirs: each is named by a
// subject (a phone, an address, a session, an environment) that tests make new for themselves.
import { env } from "cloudflare:workers";
import { MOCK_API_URL } from "#tests/mocks/logistics-data.ts";

// Each store listed from its start until it is empty, not paged by a cursor while deleting.
for (const namespace of [env.SESSIONS, env.CACHE])
  for (let listed = await namespace.list(); listed.keys.length > 0; listed = await namespace.list())
    await Promise.all(listed.keys.map(({ name }) => namespace.delete(name)));
for (let listed = await env.EVIDENCE.list(); listed.objects.length > 0; listed = await env.EVIDENCE.list())
  await env.EVIDENCE.delete(listed.objects.map((object) => object.key));
await fetch(`${MOCK_API_URL}/__mock/reset`, { method: "POST" });
