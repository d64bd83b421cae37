// Online tiles (docs/map.md "Online tiles"): a portal started with MAP_TILE_URL draws that
// source's raster tiles under the pins, its CSP lets those images in (and only with the setting), and the credit is
// shown. The tile server is a local HTTP server on another port answering every tile with one magenta PNG, so the
// test needs no internet and checks the tiles really reach the canvas.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { crc32, deflateSync } from "node:zlib";

import { E2E_PASSWORD } from "../../playwright.config";
import { DEFAULT_LIMITS, configFromEnv } from "../../src/server/config";
import { startServer, type RunningServer } from "../../src/server/start-server";
import { clockFromEnv } from "../../src/shared/clock";
import { MapPage } from "./pages/map-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

const TILE_RGB = [255, 0, 255] as const;

/** A 256 × 256 PNG of one colour (8-bit RGB, no filter): enough of a PNG encoder for a tile. */
function solidPng([r, g, b]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 256 }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const instance = process.env.E2E_INSTANCE;
let tileServer: Server;
let portal: RunningServer;
let dataDir: string;
const requested: string[] = [];

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "pglite", "starts its own PGlite portal: once is enough");
  test.setTimeout(180_000);
  const png = solidPng(TILE_RGB);
  tileServer = createServer((request, reply) => {
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? "");
    if (!match) return void reply.writeHead(404).end();
    requested.push(match.slice(1).join("/"));
    reply.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" }).end(png);
  });
  await new Promise<void>((done) => tileServer.listen(0, "127.0.0.1", done));
  const address = tileServer.address();
  const tilePort = typeof address === "object" && address ? address.port : 0;
  dataDir = mkdtempSync(join(tmpdir(), "e2e-map-tiles-"));
  portal = await startServer(
    {
      ...configFromEnv({
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: "© Test Tiles contributors",
      }),
      port: 0,
      dataDir,
      seedDemo: true,
      demoPassword: E2E_PASSWORD,
      clientDir: resolve(
        process.env.E2E_CLIENT_DIR ?? (instance === undefined ? "dist/client" : `dist/client-e2e-${instance}`),
      ),
      limits: DEFAULT_LIMITS,
      // The run's timeline (FAKE_NOW), as the suite's own servers have it.
      clock: clockFromEnv(process.env),
    },
    { quiet: true },
  );
});

test.afterAll(async () => {
  await portal?.stop();
  tileServer?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("with MAP_TILE_URL the map draws that source's tiles under the pins, its CSP allows them and the credit shows", async ({
  page,
}) => {
  const response = await page.goto(`${portal.url}/signin`);
  const csp = response!.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/img-src 'self' data: http:\/\/127\.0\.0\.1:\d+/);
  const blocked: string[] = [];
  page.on("console", (message) => message.text().includes("Content Security Policy") && blocked.push(message.text()));
  const signIn = new SignInPage(page);
  // This journey's own portal (above) has the first-start demo, not the e2e server's journey companies.
  await signIn.signIn("owner@mapleleaf.localhost", E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  const map = new MapPage(page);
  await map.openFromMenu();
  await map.expectDrawn();
  await expect(page.getByTestId("map-attribution")).toHaveText("© Test Tiles contributors");
  // Tiles of the zoom the view needs were asked for and drawn (the canvas counts them), and their colour is on it.
  await expect(map.canvas()).toHaveAttribute("data-tiles", /^[1-9]\d*$/);
  expect(requested.length).toBeGreaterThan(0);
  expect(await map.findColour(TILE_RGB)).toBeDefined();
  // Zooming in asks for the next zoom's tiles.
  const zoomsBefore = new Set(requested.map((tile) => tile.split("/")[0]));
  await map.canvas().focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("+");
  await expect.poll(() => requested.some((tile) => !zoomsBefore.has(tile.split("/")[0]))).toBe(true);
  // The pins stay on top: the out-of-service pin's colour is still found over the tiles.
  await page.keyboard.press("0");
  await map.settled();
  expect(await map.findColour([0xb9, 0x1c, 0x1c])).toBeDefined();
  expect(blocked).toEqual([]);
});
