// Decoding with the browser's createImageBitmap, faked at the edge: a browser that
// does not know the "from-image" option still decodes the photo.
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeUpright } from "./exif-support.ts";

const photo = new Blob([Uint8Array.from([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
const bitmap = { width: 3000, height: 4000 } as ImageBitmap;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("decoding a photo upright", () => {
  it("asks the browser to apply the EXIF orientation", async () => {
    const decode = vi.fn(async () => bitmap);
    vi.stubGlobal("createImageBitmap", decode);
    await expect(decodeUpright(photo)).resolves.toBe(bitmap);
    expect(decode.mock.calls).toEqual([[photo, { imageOrientation: "from-image" }]]);
  });

  it("asks again without options where the browser refuses the option", async () => {
    const decode = vi.fn(async (_: Blob, options?: ImageBitmapOptions) => {
      if (options) throw new TypeError("The provided value 'from-image' is not a valid enum value");
      return bitmap;
    });
    vi.stubGlobal("createImageBitmap", decode);
    await expect(decodeUpright(photo)).resolves.toBe(bitmap);
    expect(decode).toHaveBeenCalledTimes(2);
    expect(decode.mock.calls[1]).toEqual([photo]);
  });

  it("lets a photo the browser cannot read fail, without asking twice", async () => {
    const unreadable = new DOMException("The source image could not be decoded.", "InvalidStateError");
    const decode = vi.fn(async () => {
      throw unreadable;
    });
    vi.stubGlobal("createImageBitmap", decode);
    await expect(decodeUpright(photo)).rejects.toBe(unreadable);
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
