// Small drawn pictures for the demo fleet: a side view of the unit's body type in its colour, with the unit
// number on a plate, so a newcomer's details screens show a photo without shipping image files. About 2 ms each.
import { encodePng } from "./png";

export type BodyType = "tractor" | "straight" | "trailer" | "bus" | "pickup" | "van";

const WIDTH = 240;
const HEIGHT = 150;
type Rgb = readonly [number, number, number];

export const PAINT: Readonly<Record<string, Rgb>> = {
  White: [236, 238, 240],
  Red: [190, 30, 45],
  Blue: [30, 80, 170],
  Black: [35, 35, 40],
  Silver: [170, 175, 182],
  Green: [30, 120, 60],
  Yellow: [245, 190, 20],
  Grey: [110, 115, 122],
  Orange: [230, 110, 20],
};

// A 3×5 pixel font for unit numbers: the characters the demo's unit numbers use.
const GLYPHS: Readonly<Record<string, string>> = {
  "0": "111101101101111",
  "1": "010110010010111",
  "2": "111001111100111",
  "3": "111001111001111",
  "4": "101101111001001",
  "5": "111100111001111",
  "6": "111100111101111",
  "7": "111001010010010",
  "8": "111101111101111",
  "9": "111101111001111",
  "-": "000000111000000",
  B: "110101110101110",
  D: "110101101101110",
  P: "110101110100100",
  R: "110101110101101",
  S: "011100010001110",
  T: "111010010010010",
  V: "101101101101010",
};

class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT * 3);

  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + h); row++) {
      for (let col = Math.max(0, x); col < Math.min(WIDTH, x + w); col++) {
        const i = (row * WIDTH + col) * 3;
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  wheel(cx: number, cy: number, radius: number): void {
    for (let y = -radius; y <= radius; y++) {
      for (let x = -radius; x <= radius; x++) {
        const d = x * x + y * y;
        if (d <= radius * radius)
          this.rect(cx + x, cy + y, 1, 1, d <= (radius * 0.45) ** 2 ? [180, 180, 185] : [25, 25, 28]);
      }
    }
  }

  text(x: number, y: number, text: string, scale: number, colour: Rgb): void {
    [...text].forEach((char, n) => {
      const glyph = GLYPHS[char] ?? "";
      for (let i = 0; i < glyph.length; i++) {
        if (glyph[i] === "1")
          this.rect(x + n * 4 * scale + (i % 3) * scale, y + Math.floor(i / 3) * scale, scale, scale, colour);
      }
    });
  }
}

const GLASS: Rgb = [120, 170, 210];
const CHASSIS: Rgb = [60, 60, 66];
const GROUND_Y = 124;

function draw(canvas: Canvas, body: BodyType, paint: Rgb): void {
  switch (body) {
    case "tractor":
      canvas.rect(24, 104, 132, 8, CHASSIS);
      canvas.rect(40, 50, 60, 56, paint); // sleeper and cab
      canvas.rect(100, 70, 50, 36, paint); // hood
      canvas.rect(84, 56, 14, 20, GLASS);
      canvas.rect(150, 80, 6, 24, [200, 200, 205]); // grille
      canvas.rect(30, 92, 24, 4, [90, 90, 95]); // fifth wheel
      [130, 62, 40].forEach((x) => canvas.wheel(x, 112, 13));
      break;
    case "straight":
      canvas.rect(20, 104, 190, 8, CHASSIS);
      canvas.rect(20, 36, 130, 70, paint); // box
      canvas.rect(152, 60, 48, 46, paint); // cab
      canvas.rect(178, 66, 18, 18, GLASS);
      [180, 60, 36].forEach((x) => canvas.wheel(x, 112, 13));
      break;
    case "trailer":
      canvas.rect(8, 36, 224, 68, paint);
      canvas.rect(8, 104, 224, 6, CHASSIS);
      canvas.rect(190, 110, 4, 12, CHASSIS); // landing gear
      [28, 56].forEach((x) => canvas.wheel(x, 114, 11));
      break;
    case "bus":
      canvas.rect(12, 40, 216, 70, paint);
      for (let x = 24; x < 200; x += 30) canvas.rect(x, 50, 24, 22, GLASS);
      canvas.rect(206, 50, 18, 34, GLASS); // windshield
      [52, 190].forEach((x) => canvas.wheel(x, 112, 14));
      break;
    case "pickup":
      canvas.rect(30, 76, 180, 30, paint);
      canvas.rect(100, 52, 60, 26, paint); // cab
      canvas.rect(140, 56, 18, 18, GLASS);
      canvas.rect(106, 56, 28, 18, GLASS);
      [70, 176].forEach((x) => canvas.wheel(x, 108, 14));
      break;
    case "van":
      canvas.rect(30, 40, 170, 66, paint);
      canvas.rect(200, 64, 16, 42, paint);
      canvas.rect(184, 48, 24, 24, GLASS);
      [66, 182].forEach((x) => canvas.wheel(x, 108, 13));
      break;
  }
}

/** A PNG of the unit: sky, ground, the body in its colour, and its unit number on a plate. */
export function vehiclePicture(unit: string, body: BodyType, colour: string): Buffer {
  const canvas = new Canvas();
  canvas.rect(0, 0, WIDTH, GROUND_Y, [205, 225, 240]);
  canvas.rect(0, GROUND_Y, WIDTH, HEIGHT - GROUND_Y, [120, 125, 120]);
  draw(canvas, body, PAINT[colour] ?? PAINT.White!);
  const scale = 3;
  const textWidth = unit.length * 4 * scale;
  canvas.rect(6, 6, textWidth + 8, 5 * scale + 8, [255, 255, 255]);
  canvas.text(10, 10, unit, scale, [20, 30, 60]);
  return encodePng({ width: WIDTH, height: HEIGHT, pixels: canvas.pixels });
}
