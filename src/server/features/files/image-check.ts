// Upload checks beyond the first bytes (docs/files.md "Rules"): a file that starts like an image but is not one, or
// carries markup, is refused. A browser never runs an upload as a page here (files go back as data: URLs of the stored
// type, and every response says nosniff), but a polyglot (a PNG header followed by <script>, an image with an HTML
// tail) is still refused at the door, so no later path (a download, another client) can be tricked by it.
// The walk reads each format's container structure, not its pixels: chunk and segment lengths must add up and the
// format's end marker must be there (PNG IEND, JPEG EOI after SOS, GIF trailer, WebP's RIFF length).
import { crc32 } from "node:zlib";

/**
 * Markup a browser or an SVG renderer would act on. Each needs a following space, ">" or "/" so that random
 * compressed bytes (4–7 letters by chance) almost never match.
 */
const MARKUP = /<(?:script|svg|html|body|iframe|object|embed|xml|\?xml|!doctype|meta|link|style|img)[\s>/]/i;

/** Why the bytes are not an acceptable image of `type`, or undefined when they are. */
export function imageProblem(bytes: Buffer, type: string): string | undefined {
  // latin1 maps each byte to one character, so the pattern sees the raw bytes (markup is ASCII).
  if (MARKUP.test(bytes.toString("latin1"))) return "The file contains web page markup, not only an image.";
  const walk = WALKS[type];
  if (!walk) return "Only PNG, JPEG, GIF and WebP images can be uploaded.";
  return walk(bytes) ? undefined : "The file is damaged or not really an image of the type it claims.";
}

const WALKS: Record<string, (bytes: Buffer) => boolean> = {
  "image/png": walkPng,
  "image/jpeg": walkJpeg,
  "image/gif": walkGif,
  "image/webp": walkWebp,
};

/** PNG (RFC 2083 §3): IHDR first, every chunk's length and CRC right, IEND last and at the very end. */
function walkPng(bytes: Buffer): boolean {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    if (first && (type !== "IHDR" || length !== 13)) return false;
    first = false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (type === "IEND") return end === bytes.length;
    at = end;
  }
  return false;
}

/** JPEG (ITU T.81 B.1): marker segments with consistent lengths up to SOS, then an EOI after the scan data. */
function walkJpeg(bytes: Buffer): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return false;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (marker === 0xda) {
      // Entropy-coded data: 0xFF is always followed by 0x00 (stuffing), a restart marker, or a marker ending it.
      for (let i = at + 2 + length; i + 1 < bytes.length; i++) {
        if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
      }
      return false;
    }
    at += 2 + length;
  }
  return false;
}

/** GIF (GIF89a spec §17–27): header, screen descriptor, then extension and image blocks up to the trailer. */
function walkGif(bytes: Buffer): boolean {
  const version = bytes.toString("latin1", 0, 6);
  if ((version !== "GIF87a" && version !== "GIF89a") || bytes.length < 13) return false;
  let at = 13;
  if (bytes[10]! & 0x80) at += 3 * 2 ** ((bytes[10]! & 0x07) + 1); // global colour table
  const subBlocks = (from: number): number => {
    let i = from;
    while (i < bytes.length && bytes[i] !== 0) i += bytes[i]! + 1;
    return i < bytes.length ? i + 1 : -1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return true; // trailer
    if (block === 0x21) {
      at = subBlocks(at + 2);
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return false;
      const packed = bytes[at + 9]!;
      at += 10;
      if (packed & 0x80) at += 3 * 2 ** ((packed & 0x07) + 1); // local colour table
      at = subBlocks(at + 1); // LZW minimum code size, then the image data
    } else {
      return false;
    }
    if (at < 0) return false;
  }
  return false;
}

/** WebP (RFC 9649): RIFF length matches the file, and its chunks (padded to even sizes) fill it exactly. */
function walkWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  let chunks = 0;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
    chunks += 1;
  }
  const first = bytes.toString("latin1", 12, 16);
  return at === bytes.length && chunks > 0 && ["VP8 ", "VP8L", "VP8X"].includes(first);
}
