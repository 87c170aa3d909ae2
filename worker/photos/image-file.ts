// A photo as the edge stores it (decision 068): a JPEG, read segment by segment
// from its own bytes (never the type the browser claims), rebuilt from only what
// a decoder needs to draw it (the frame, its tables, the scans and their coded
// data) and checked on the way: one frame of at most PHOTO_MAX_DIMENSION on a
// side, in 8-bit Huffman-coded sequential or progressive form, each table and
// scan whole and referring to what the frame defines, ending at its end-of-image
// marker. Metadata (EXIF with its GPS position, XMP, ICC, comments, a JFIF
// thumbnail) and any byte after the end of the image are dropped. The phone's
// own photos (decision 050) are such JPEGs with no metadata: only a direct caller
// sees the difference. It also hands on the first component's quantisation table,
// from which the re-encode (re-encode.ts, decision 122) reads the photo's quality.
import { PHOTO_MAX_DIMENSION } from "#shared/photo-limits.ts";

type ImageSize = { width: number; height: number };

export type CleanJpeg =
  | ({
      ok: true;
      bytes: Uint8Array<ArrayBuffer>;
      /** The first (luminance) component's quantisation table, as stored: 64 steps in zigzag order. */
      quantTable: number[];
    } & ImageSize)
  /** `tooLarge`: a readable JPEG over PHOTO_MAX_DIMENSION; `unreadable`: not a JPEG this reads. */
  | { ok: false; problem: "unreadable" | "tooLarge" };

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DHT = 0xc4;
const DRI = 0xdd;
const APP14 = 0xee;
/** Baseline, extended sequential and progressive Huffman frames: what cameras and browsers make. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** APP0-APP15 (JFIF, EXIF, XMP, ICC, …) and COM: metadata, never needed to draw the picture. */
const isMetadata = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;

class Unreadable extends Error {}
function fail(): never {
  throw new Unreadable();
}

type Frame = { components: Map<number, number> } & ImageSize;

/** A frame header: 8-bit samples, a size, one or three components with sane sampling and tables. */
function readFrame(body: Uint8Array): Frame {
  if (body.length < 6 || body[0] !== 8) fail();
  const height = (body[1]! << 8) | body[2]!;
  const width = (body[3]! << 8) | body[4]!;
  const count = body[5]!;
  if (width === 0 || height === 0 || (count !== 1 && count !== 3) || body.length !== 6 + 3 * count) fail();
  const components = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const [id, sampling, table] = body.subarray(6 + 3 * i, 9 + 3 * i);
    const h = sampling! >> 4;
    const v = sampling! & 0x0f;
    if (h < 1 || h > 4 || v < 1 || v > 4 || table! > 3 || components.has(id!)) fail();
    components.set(id!, table!);
  }
  return { width, height, components };
}

/** Quantisation tables: 8-bit (64 bytes) or 16-bit (128), ids 0-3, filling the segment exactly. */
function readQuantTables(body: Uint8Array, defined: Map<number, number[]>): void {
  let at = 0;
  while (at < body.length) {
    const precision = body[at]! >> 4;
    const id = body[at]! & 0x0f;
    if (precision > 1 || id > 3 || at + 1 + 64 * (precision + 1) > body.length) fail();
    const steps = body.subarray(at + 1, at + 1 + 64 * (precision + 1));
    defined.set(
      id,
      Array.from({ length: 64 }, (_, i) =>
        precision ? (steps[2 * i]! << 8) | steps[2 * i + 1]! : steps[i]!,
      ),
    );
    at += 1 + 64 * (precision + 1);
  }
  if (at !== body.length) fail();
}

/** Huffman tables: class 0 (DC) or 1 (AC), ids 0-3, 16 counts then that many values, exactly. */
function readHuffmanTables(body: Uint8Array, defined: Set<string>): void {
  let at = 0;
  while (at < body.length) {
    if (at + 17 > body.length) fail();
    const tableClass = body[at]! >> 4;
    const id = body[at]! & 0x0f;
    if (tableClass > 1 || id > 3) fail();
    let values = 0;
    for (let i = 1; i <= 16; i++) values += body[at + i]!;
    if (values === 0 || values > 256) fail();
    defined.add(`${tableClass}:${id}`);
    at += 17 + values;
  }
  if (at !== body.length) fail();
}

/**
 * A scan header: components of the frame, whose quantisation tables are defined by now, each with
 * the Huffman tables this scan decodes with (a DC scan its DC table, an AC scan its AC table, a
 * sequential scan both; a DC refinement scan reads bits with none).
 */
function readScanHeader(
  body: Uint8Array,
  frame: Frame,
  quant: Map<number, number[]>,
  huffman: Set<string>,
): void {
  const count = body[0] ?? 0;
  if (count < 1 || count > 4 || body.length !== 4 + 2 * count) fail();
  const [start, end, approximation] = body.subarray(1 + 2 * count);
  if (start! > 63 || end! > 63 || start! > end!) fail();
  const needsDc = start === 0 && approximation! >> 4 === 0;
  const needsAc = end! > 0;
  for (let i = 0; i < count; i++) {
    const id = body[1 + 2 * i]!;
    const tables = body[2 + 2 * i]!;
    const quantTable = frame.components.get(id);
    if (quantTable === undefined || !quant.has(quantTable)) fail();
    if (needsDc && !huffman.has(`0:${tables >> 4}`)) fail();
    if (needsAc && !huffman.has(`1:${tables & 0x0f}`)) fail();
  }
}

/** Where a scan's entropy-coded data ends: at the first marker other than a stuffed 0xFF or a restart. */
function endOfScanData(bytes: Uint8Array, from: number): number {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1 && at < bytes.length - 1) {
    const next = bytes[at + 1]!;
    if (next === 0x00 || isRestart(next)) at = bytes.indexOf(0xff, at + 2);
    else if (next === 0xff) at += 1;
    else return at;
  }
  return fail();
}

/** The JPEG rebuilt from the segments needed to draw it, or why it is refused. */
export function cleanJpeg(bytes: Uint8Array): CleanJpeg {
  try {
    if (bytes[0] !== 0xff || bytes[1] !== SOI) fail();
    const kept: Uint8Array[] = [bytes.subarray(0, 2)];
    const quant = new Map<number, number[]>();
    const huffman = new Set<string>();
    let frame: Frame | undefined;
    let scans = 0;
    let at = 2;
    for (;;) {
      if (at + 1 >= bytes.length || bytes[at] !== 0xff) fail();
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1; // fill byte before a marker
        continue;
      }
      if (marker === EOI) {
        if (!frame || scans === 0) fail();
        kept.push(bytes.subarray(at, at + 2));
        break; // whatever follows the end of the image is not kept
      }
      if (at + 4 > bytes.length) fail();
      const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
      const end = at + 2 + length;
      if (length < 2 || end > bytes.length) fail();
      const segment = bytes.subarray(at, end);
      const body = bytes.subarray(at + 4, end);
      if (FRAMES.has(marker)) {
        if (frame) fail();
        frame = readFrame(body);
        kept.push(segment);
      } else if (marker === DQT) {
        readQuantTables(body, quant);
        kept.push(segment);
      } else if (marker === DHT) {
        readHuffmanTables(body, huffman);
        kept.push(segment);
      } else if (marker === DRI) {
        if (body.length !== 2) fail();
        kept.push(segment);
      } else if (marker === SOS) {
        if (!frame) fail();
        readScanHeader(body, frame, quant, huffman);
        const dataEnd = endOfScanData(bytes, end);
        kept.push(bytes.subarray(at, dataEnd));
        scans += 1;
        at = dataEnd;
        continue;
      } else if (
        marker === APP14 &&
        body.length === 12 &&
        String.fromCharCode(...body.subarray(0, 5)) === "Adobe"
      ) {
        // Adobe's fixed 12 bytes say how the colours are coded (no room for anything else): kept.
        kept.push(segment);
      } else if (!isMetadata(marker)) {
        fail(); // arithmetic coding, lossless, hierarchical, a second SOI, a stray restart…
      }
      at = end;
    }
    if (!frame) return fail();
    if (frame.width > PHOTO_MAX_DIMENSION || frame.height > PHOTO_MAX_DIMENSION) {
      return { ok: false, problem: "tooLarge" };
    }
    const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of kept) {
      out.set(part, offset);
      offset += part.length;
    }
    // Each scan's tables are defined by then (readScanHeader): missing only when no scan reads the
    // first component, a picture no decoder draws whole.
    const quantTable = quant.get(frame.components.values().next().value!) ?? fail();
    return { ok: true, bytes: out, quantTable, width: frame.width, height: frame.height };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, problem: "unreadable" };
    throw error;
  }
}
