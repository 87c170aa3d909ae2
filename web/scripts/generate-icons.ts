// Writes the app icons into web/public: the SVG by hand, the PNGs (192, 512
// and a maskable 512) drawn pixel by pixel and encoded with node:zlib, so no
// image tool is needed. Run: node web/scripts/generate-icons.ts
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const NAVY = [0x0b, 0x1f, 0x33] as const;
const YELLOW = [0xff, 0xc4, 0x00] as const;
const OUT = new URL("../public/", import.meta.url);

/** The letter H on a 512-unit grid: two posts and a bar. */
const H_RECTS = [
  [136, 112, 64, 288],
  [312, 112, 64, 288],
  [136, 224, 240, 64],
] as const;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="#0b1f33"/>
  <g fill="#ffc400">${H_RECTS.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12"/>`).join("")}</g>
</svg>
`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `size` px; `scale` shrinks the H towards the centre (maskable safe zone). */
function png(size: number, scale = 1): Buffer {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    rows[y * (1 + size * 3)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      // Back to the 512 grid, scaled about its centre.
      const gx = (((x + 0.5) / size) * 512 - 256) / scale + 256;
      const gy = (((y + 0.5) / size) * 512 - 256) / scale + 256;
      const inH = H_RECTS.some(([rx, ry, w, h]) => gx >= rx && gx < rx + w && gy >= ry && gy < ry + h);
      const [r, g, b] = inH ? YELLOW : NAVY;
      const at = y * (1 + size * 3) + 1 + x * 3;
      rows[at] = r;
      rows[at + 1] = g;
      rows[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
}

writeFileSync(new URL("icon.svg", OUT), svg);
writeFileSync(new URL("icon-192.png", OUT), png(192));
writeFileSync(new URL("icon-512.png", OUT), png(512));
writeFileSync(new URL("icon-maskable-512.png", OUT), png(512, 0.8));
writeFileSync(new URL("apple-touch-icon.png", OUT), png(180));
console.log("Icons written to web/public");
