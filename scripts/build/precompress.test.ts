import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, expect, test } from "vitest";

import { precompressFiles } from "./precompress";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("text files get .br and .gz copies that decompress to the same bytes; small and binary files do not", () => {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `vehicle ${i}`))};\n`;
  writeFileSync(join(dir, "app.js"), script);
  writeFileSync(join(dir, "tiny.css"), "a{}");
  writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096, 7));
  expect(precompressFiles(dir)).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(dir, "app.js.br"))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(dir, "app.js.gz"))).toString()).toBe(script);
  expect(existsSync(join(dir, "tiny.css.br"))).toBe(false);
  expect(existsSync(join(dir, "photo.png.br"))).toBe(false);
});
