// A document sent in two parts: its first part at once, the rest when the edge has it (the order's
// state of a signed-in shell, a shared report's answer). The browser paints the first part while
// the edge waits on the carrier or its store.
/**
 * `first`, then `rest` once it resolves (it must not reject), as one HTML body; `done` settles
 * once the body is written. What the request waits on (waitUntil) is `rest`, not a slow reader:
 * each write is queued, not awaited, and a browser gone away is no error here.
 */
export function streamedDocument(
  first: string,
  rest: Promise<string>,
): { body: ReadableStream<Uint8Array>; done: Promise<void> } {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const send = (text: string) => writer.write(encoder.encode(text)).catch(() => undefined);
  void send(first);
  const done = rest.then((text) => {
    void send(text);
    void writer.close().catch(() => undefined);
  });
  return { body: readable, done };
}
