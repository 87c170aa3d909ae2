// One frame of the live camera picture for a decoder: the aiming square, at most
// `size` px a side. Where the browser has WebCodecs, the frame is a VideoFrame: a
// handle to the camera's own picture, taken in about 0.2 ms on a phone-speed CPU,
// and cropped and read in the decoder's worker (OffscreenCanvas). Reading the
// pixels here, through a canvas, took 12 ms a frame at 4x CPU slowdown, 10 times a
// second: most of the scanner's blocking time (createImageBitmap took 20 ms).
// Browsers without WebCodecs read the pixels here.

/** The square of the camera picture a decoder reads, and the side it is read at. */
export type Crop = { x: number; y: number; side: number; size: number };

/** A camera frame as a decoder takes it: the whole picture and the square to read, or that square's pixels. */
export type Frame = { picture: VideoFrame; crop: Crop } | { picture: ImageData };

export function frameGrabber(): (video: HTMLVideoElement, crop: Crop) => Frame {
  if (typeof VideoFrame === "function" && typeof OffscreenCanvas === "function") {
    return (video, crop) => ({ picture: new VideoFrame(video, { timestamp: 0 }), crop });
  }
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return (video, { x, y, side, size }) => {
    if (!context) throw new Error("No 2D canvas");
    canvas.width = canvas.height = size;
    context.drawImage(video, x, y, side, side, 0, 0, size, size);
    return { picture: context.getImageData(0, 0, size, size) };
  };
}

/** The pixels of a frame's square, for a reader that takes only ImageData (zxing-wasm); the frame is closed. */
export function framePixels(frame: Frame): ImageData {
  if (!("crop" in frame)) return frame.picture;
  const { picture, crop } = frame;
  try {
    const canvas = new OffscreenCanvas(crop.size, crop.size);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("No 2D canvas");
    context.drawImage(picture, crop.x, crop.y, crop.side, crop.side, 0, 0, crop.size, crop.size);
    return context.getImageData(0, 0, crop.size, crop.size);
  } finally {
    picture.close();
  }
}

/** Releases a frame the decoder did not read (a camera holds only a few frames at a time). */
export function closeFrame(frame: Frame): void {
  if ("crop" in frame) frame.picture.close();
}

/** What moves to the worker with a frame instead of being copied. */
export const frameTransfer = (frame: Frame): Transferable[] =>
  "crop" in frame ? [frame.picture] : [frame.picture.data.buffer];
