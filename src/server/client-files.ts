// The built client (index.html, drive.html, the service worker and /assets), held in memory and served from there.
// A cold load of a list asks for ~35 files at once, beside the websocket's first requests; served from disk, each cost
// the server 2–4 ms of its one thread (stat of the file and its .br and .gz, open, stream), ~100 ms a cold load, and the
// first replies waited behind them. The build is ~11 MB with its precompressed copies (scripts/build/precompress.ts), fixed
// for the life of the process: the files are read once at start, like @fastify/static's route list was.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The content types of the files a Vite build writes. */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

/** The precompressed copies the build writes beside a file, by the Accept-Encoding token that takes them. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;
type Encoding = (typeof ENCODINGS)[number][0];

export interface ClientFile {
  contentType: string;
  etag: string;
  /** Named by their content's hash (the build's /assets): cached by browsers for a year without asking again. */
  immutable: boolean;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith(".")) return [];
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every file of the build by its URL path ("/assets/portal-1a2b.js"); the .br and .gz copies ride with their file. */
export function loadClientFiles(dir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return files;
  const paths = filesUnder(dir);
  const present = new Set(paths);
  for (const path of paths) {
    if (ENCODINGS.some(([, suffix]) => path.endsWith(suffix) && present.has(path.slice(0, -suffix.length)))) continue;
    const identity = readFileSync(path);
    const urlPath = `/${relative(dir, path).split(sep).join("/")}`;
    const encoded: ClientFile["encoded"] = {};
    for (const [encoding, suffix] of ENCODINGS)
      if (present.has(path + suffix)) encoded[encoding] = readFileSync(path + suffix);
    files.set(urlPath, {
      contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      immutable: urlPath.startsWith("/assets/"),
      identity,
      encoded,
    });
  }
  return files;
}

/** The encodings the request accepts, without those it refuses (q=0), e.g. "gzip, deflate, br;q=0". */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [token, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!token) continue;
    const q = params.find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token);
  }
  return accepted;
}

/** Sends `file`: its smallest accepted encoding, or 304 when the browser holds this very content. */
export function sendClientFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ClientFile,
  /** 404: the page sent as the answer to an address that does not exist — never cached, never a 304. */
  status?: 404,
): FastifyReply {
  reply.header("vary", "accept-encoding").type(file.contentType);
  if (status) reply.code(status).header("cache-control", "no-store");
  else {
    reply
      .header("cache-control", file.immutable ? "public, max-age=31536000, immutable" : "no-cache")
      .header("etag", file.etag);
    const held = request.headers["if-none-match"];
    if (held !== undefined && held.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag))
      return reply.code(304).send();
  }
  const accepted = acceptedEncodings(request.headers["accept-encoding"]);
  const encoding = ENCODINGS.map(([name]) => name).find(
    (name) => file.encoded[name] !== undefined && (accepted.has(name) || accepted.has("*")),
  );
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(encoding ? file.encoded[encoding] : file.identity);
}

/** A GET route (fastify answers HEAD beside it) for each file of the build; "/" is index.html. */
export function registerClientFiles(app: FastifyInstance, files: ReadonlyMap<string, ClientFile>): void {
  for (const [urlPath, file] of files) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => sendClientFile(request, reply, file);
    app.get(urlPath, handler);
    if (urlPath === "/index.html") app.get("/", handler);
  }
}
