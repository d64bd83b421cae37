// The built client served from memory: each file in the encoding the browser accepts, revalidated by ETag, the
// hashed assets cached for good, and nothing that is not a file of the build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";

import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";

import { acceptedEncodings, loadClientFiles, registerClientFiles } from "./client-files";

const dir = mkdtempSync(join(tmpdir(), "client-files-"));
const script = "export const answer = 42;\n".repeat(20);
const app = Fastify();

beforeAll(async () => {
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Portal</title>");
  writeFileSync(join(dir, "assets", "app-1a2b.js"), script);
  writeFileSync(join(dir, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "assets", "app-1a2b.js.gz"), gzipSync(script));
  writeFileSync(join(dir, "assets", "only-gzip.css"), "body{}");
  writeFileSync(join(dir, "assets", "only-gzip.css.gz"), gzipSync("body{}"));
  writeFileSync(join(dir, "drive.webmanifest"), "{}");
  writeFileSync(join(dir, ".hidden"), "secret");
  registerClientFiles(app, loadClientFiles(dir));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a script goes out brotli-encoded when the browser accepts it, gzip or plain otherwise, with its type", async () => {
  const br = await app.inject({ url: "/assets/app-1a2b.js", headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(br.statusCode).toBe(200);
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(br.headers.vary).toBe("accept-encoding");
  expect(br.rawPayload).toEqual(brotliCompressSync(script));

  const gz = await app.inject({ url: "/assets/app-1a2b.js", headers: { "accept-encoding": "gzip, br;q=0" } });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

  const plain = await app.inject({ url: "/assets/app-1a2b.js", headers: { "accept-encoding": "identity" } });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.payload).toBe(script);
});

test("a file with only a gzip copy is sent gzip to a browser that also takes brotli", async () => {
  const reply = await app.inject({ url: "/assets/only-gzip.css", headers: { "accept-encoding": "br, gzip" } });
  expect(reply.headers["content-encoding"]).toBe("gzip");
  expect(reply.headers["content-type"]).toBe("text/css; charset=utf-8");
});

test("hashed assets are cached for a year; the pages are revalidated, and a held copy gets 304 without a body", async () => {
  const asset = await app.inject({ url: "/assets/app-1a2b.js" });
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const page = await app.inject({ url: "/" });
  expect(page.statusCode).toBe(200);
  expect(page.headers["cache-control"]).toBe("no-cache");
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(page.payload).toContain("<title>Portal</title>");
  const again = await app.inject({ url: "/index.html", headers: { "if-none-match": String(page.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect(again.payload).toBe("");
  const changed = await app.inject({ url: "/index.html", headers: { "if-none-match": '"another"' } });
  expect(changed.statusCode).toBe(200);
});

test("HEAD answers like GET without a body; the copies, hidden files and unknown paths are not routes", async () => {
  const head = await app.inject({ method: "HEAD", url: "/drive.webmanifest" });
  expect(head.statusCode).toBe(200);
  expect(head.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  expect(head.payload).toBe("");
  for (const url of ["/assets/app-1a2b.js.br", "/.hidden", "/assets/missing.js"])
    expect((await app.inject({ url })).statusCode).toBe(404);
});

test("Accept-Encoding: tokens are read without case or parameters, and q=0 refuses one", () => {
  expect([...acceptedEncodings("gzip;q=0.8, BR")]).toEqual(["gzip", "br"]);
  expect([...acceptedEncodings("br;q=0, gzip;q=0.0, *")]).toEqual(["*"]);
  expect([...acceptedEncodings(undefined)]).toEqual([]);
});
