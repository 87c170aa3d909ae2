// A weak link between the phone and the edge, for `npm run bench`'s job at one bar
// (decision 102): every byte the browser sends or receives, its service worker's
// included, passes one direction's pipe at that direction's rate, one after
// another whoever sends them, and no answer starts before a round trip has passed
// since its request was sent whole. Chromium's own network emulation throttles only
// the page it is set on: a service worker's downloads (the precache) went at full
// speed beside it, which a phone at one bar never sees.
import { Transform } from "node:stream";

export type Link = { downBitsPerSecond: number; upBitsPerSecond: number; roundTripMs: number };

/** Bytes are let through in pieces this size, so that two answers share the pipe, as packets do. */
const PIECE = 4096;

/** One direction of the link: what it carries passes one piece after another, at its rate. */
export type Pipe = {
  /** Books `bytes` behind whatever is already booked; answers how long until they have passed (ms). */
  book(bytes: number): number;
};

export function pipeAt(bytesPerSecond: number, now: () => number = () => performance.now()): Pipe {
  let free = 0;
  return {
    book(bytes) {
      const at = now();
      free = Math.max(at, free) + (bytes * 1000) / bytesPerSecond;
      return free - at;
    },
  };
}

export const pipesOf = (link: Link) => ({
  down: pipeAt(link.downBitsPerSecond / 8),
  up: pipeAt(link.upBitsPerSecond / 8),
});

/** A stream whose bytes come out as they pass `pipe`. */
export function through(pipe: Pipe): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let offset = 0;
      const next = () => {
        if (offset >= chunk.length) return done();
        const piece = chunk.subarray(offset, offset + PIECE);
        offset += piece.length;
        setTimeout(() => {
          this.push(piece);
          next();
        }, pipe.book(piece.length));
      };
      next();
    },
  });
}
