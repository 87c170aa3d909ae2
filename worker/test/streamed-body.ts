// A request body that arrives in chunks, as a chunked upload does, and tells the
// test how much of it the Worker has pulled and whether it was cancelled. After
// `holdAfter` chunks it waits until released, so a test can see that an answer
// came before the body was read in full.
const CHUNK_BYTES = 16 * 1024;

export function streamedBody(totalBytes: number, options: { holdAfter?: number } = {}) {
  const holdAfter = options.holdAfter ?? Number.POSITIVE_INFINITY;
  let sent = 0;
  let chunks = 0;
  let cancelled = false;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (chunks === holdAfter) await held;
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(CHUNK_BYTES, totalBytes - sent);
      controller.enqueue(new Uint8Array(size).fill(0x20));
      sent += size;
      chunks += 1;
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, release, sentBytes: () => sent, cancelled: () => cancelled };
}
