// A drawn-looking signature for seeded inspections and tests: a pen stroke of loops whose shape comes from the name,
// black on white, as a small PNG (a few KB, well under the 48,000-character data URL a signature may be).
import { encodePng } from "./png";

const WIDTH = 240;
const HEIGHT = 72;

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** PNG bytes of a signature for `name` (the same name always draws the same signature). */
export function signaturePicture(name: string): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3).fill(255);
  const seed = hash(name);
  const loops = 3 + (seed % 4);
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT) continue;
        const i = (py * WIDTH + px) * 3;
        pixels[i] = 20;
        pixels[i + 1] = 30;
        pixels[i + 2] = 90;
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0008) {
    const x = 16 + t * (WIDTH - 32) + 10 * Math.sin(t * Math.PI * 2 * loops);
    const y =
      HEIGHT / 2 + (18 + (seed % 7)) * Math.sin(t * Math.PI * 2 * loops + (seed % 5)) * Math.cos(t * Math.PI * 3);
    dot(x, y);
  }
  return encodePng({ width: WIDTH, height: HEIGHT, pixels });
}

/** The same, as the data URL a signature travels as. */
export const signatureDataUrl = (name: string): string =>
  `data:image/png;base64,${signaturePicture(name).toString("base64")}`;
