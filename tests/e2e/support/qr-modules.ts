// A sticker's QR code as rows of modules (true = dark), made by qrcode-generator at error
// correction M, as the printed stickers are (logistics-api/src/routes/dev.ts): the tests draw
// stickers from it for the fake cameras and check the decoder's warm-up code against it.
import qrcode from "qrcode-generator";

export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}
