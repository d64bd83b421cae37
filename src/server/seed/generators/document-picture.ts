// A small drawn "scan" of a paper document for the demo people's files: a page with a coloured letterhead, a
// seal and lines of text, so the employee file screen shows a picture on the first start without shipping images.
import { encodePng } from "./png";

const WIDTH = 170;
const HEIGHT = 220;
type Rgb = readonly [number, number, number];

function fill(pixels: Uint8Array, x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
  for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + h); row++) {
    for (let col = Math.max(0, x); col < Math.min(WIDTH, x + w); col++) {
      const i = (row * WIDTH + col) * 3;
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    }
  }
}

/** A PNG of a one-page document whose letterhead has the given colour; `lines` varies the text so pages differ. */
export function documentPicture(letterhead: Rgb, lines: number): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  fill(pixels, 0, 0, WIDTH, HEIGHT, [214, 218, 222]);
  fill(pixels, 8, 6, WIDTH - 16, HEIGHT - 12, [252, 252, 250]);
  fill(pixels, 8, 6, WIDTH - 16, 26, letterhead);
  fill(pixels, 18, 44, 70, 6, [60, 64, 72]);
  for (let i = 0; i < lines; i++) fill(pixels, 18, 62 + i * 12, i % 3 === 2 ? 90 : 130, 4, [150, 155, 162]);
  // The seal and the signature line at the foot of the page.
  for (let y = -12; y <= 12; y++)
    for (let x = -12; x <= 12; x++) if (x * x + y * y <= 144) fill(pixels, 130 + x, 186 + y, 1, 1, letterhead);
  fill(pixels, 18, 196, 70, 2, [40, 44, 52]);
  return encodePng({ width: WIDTH, height: HEIGHT, pixels });
}
