import { describe, expect, test } from "vitest";

import { vehiclePicture } from "../../seed/generators/vehicle-picture";
import { imageProblem } from "./image-check";
import { sniffImageType } from "./image-types";

const b64 = (text: string) => Buffer.from(text, "base64");
/** Real files: the e2e's 1×1 PNG, the demo seed's picture, a 1×1 GIF89a, a 1×1 lossless WebP, a baseline JPEG container. */
const PNG_1X1 = b64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
const GIF_1X1 = b64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
const WEBP_1X1 = b64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");
/** A baseline JPEG's container: SOI, APP0 (JFIF), DQT, SOF0, DHT, SOS and scan data (with a stuffed 0xFF), EOI. */
const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
const JPEG_1X1 = Buffer.from([
  0xff,
  0xd8,
  ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
  ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
  ...segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0]),
  ...segment(0xda, [1, 1, 0, 0, 63, 0]),
  0x12,
  0xff,
  0x00,
  0x34,
  0xff,
  0xd9,
]);
const valid: [string, Buffer][] = [
  ["PNG (1×1)", PNG_1X1],
  ["PNG (demo picture)", vehiclePicture("T-101", "tractor", "Red")],
  ["GIF", GIF_1X1],
  ["WebP", WEBP_1X1],
  ["JPEG", JPEG_1X1],
];

describe("upload image check", () => {
  test.each(valid)("a real %s is accepted", (_, bytes) => {
    const type = sniffImageType(bytes)!;
    expect(type).toMatch(/^image\//);
    expect(imageProblem(bytes, type)).toBeUndefined();
  });

  test.each([
    [
      "a PNG header followed by a script",
      Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.from("<script>alert(1)</script>")]),
    ],
    ["a real PNG with an HTML page after IEND", Buffer.concat([PNG_1X1, Buffer.from("<html><body>hi</body></html>")])],
    [
      "a GIF whose comment holds an <svg onload>",
      Buffer.concat([GIF_1X1.subarray(0, 13), Buffer.from("!\xfe\x20<svg onload=alert(1)>          \x00;", "latin1")]),
    ],
    [
      "a JPEG with <!DOCTYPE html> in a comment",
      Buffer.concat([
        JPEG_1X1.subarray(0, 2),
        Buffer.from([0xff, 0xfe, 0x00, 0x11]),
        Buffer.from("<!DOCTYPE html> "),
        JPEG_1X1.subarray(2),
      ]),
    ],
  ])("%s is refused as markup", (_, bytes) => {
    expect(imageProblem(bytes, sniffImageType(bytes)!)).toMatch(/markup/);
  });

  test.each([
    ["a PNG cut short", PNG_1X1.subarray(0, PNG_1X1.length - 12)],
    ["a PNG with a wrong CRC", Buffer.from(PNG_1X1).fill(0, 29, 33)],
    ["a PNG signature and nothing else", PNG_1X1.subarray(0, 8)],
    ["bytes after IEND", Buffer.concat([PNG_1X1, Buffer.from("junk")])],
    ["a JPEG without its EOI", JPEG_1X1.subarray(0, JPEG_1X1.length - 2)],
    ["a JPEG header and random bytes", Buffer.concat([JPEG_1X1.subarray(0, 3), Buffer.alloc(100, 7)])],
    ["a GIF without its trailer", GIF_1X1.subarray(0, GIF_1X1.length - 1)],
    ["a WebP whose RIFF length lies", Buffer.concat([WEBP_1X1, Buffer.alloc(4)])],
  ])("%s is refused as damaged", (_, bytes) => {
    expect(imageProblem(bytes, sniffImageType(bytes)!)).toMatch(/damaged/);
  });
});
