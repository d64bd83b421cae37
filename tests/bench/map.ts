// The fleet map at scale (10⁴ pins must stay smooth; docs/map.md "Demo data and scale"), standalone: a throwaway
// embedded database (or TEST_DATABASE_URL's schema "bench_map") with BENCH_MAP_VEHICLES vehicles (10⁴) and enough
// generated inspections (with coordinates, generators/inspections.ts) to place most of them; then, in headless Chromium
// on a production build, the map page: the positions request, and frame intervals and draw times (performance.measure
// "map-draw", map-canvas.tsx) while dragging and while zooming with the wheel in and out.
//
//   npx vite build --outDir dist/client-e2e-3 && BENCH_CLIENT_DIR=dist/client-e2e-3 npx tsx tests/bench/map.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { chromium, type Page } from "playwright-core";

import { DEFAULT_LIMITS, configFromEnv, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { lastPositions } from "../../src/server/features/map/positions";
import { ensureFleetCompany, seedFleet } from "../../src/server/seed/fleet";
import { startServer } from "../../src/server/start-server";
import { encodeIdForUrl } from "../../src/shared/ids";
import { signedInContext } from "./list-browser";
import { percentile, round } from "./stats";

const VEHICLES = Number(process.env.BENCH_MAP_VEHICLES ?? 10_000);
const INSPECTIONS = Number(process.env.BENCH_MAP_INSPECTIONS ?? VEHICLES * 4);
const CLIENT_DIR = resolve(process.env.BENCH_CLIENT_DIR ?? "dist/client");
const PASSWORD = "bench-password-1";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const log = (message: string) => process.stderr.write(`bench map: ${message}\n`);

interface Gesture {
  frameP50Ms: number;
  frameP95Ms: number;
  frameMaxMs: number;
  drawP95Ms: number;
  drawMaxMs: number;
  frames: number;
  markersAtEnd: number;
  /** The most markers one frame drew. */
  markersMax: number;
}

/** Runs `act` while recording every animation frame's interval and every map draw inside the page. */
async function during(page: Page, act: () => Promise<void>): Promise<Gesture> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    performance.clearMeasures("map-draw");
    (window as unknown as { __markers: number }).__markers = 0;
    let last = performance.now();
    const tick = (now: number) => {
      w.__frames.push(now - last);
      const shown = Number(document.querySelector<HTMLCanvasElement>("[data-testid=map-canvas]")?.dataset.markers ?? 0);
      (window as unknown as { __markers: number }).__markers = Math.max(
        (window as unknown as { __markers: number }).__markers,
        shown,
      );
      last = now;
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await act();
  const { frames, draws, markers, markersMax } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return {
      frames: w.__frames.slice(1),
      draws: performance.getEntriesByName("map-draw").map((e) => e.duration),
      markers: Number(document.querySelector<HTMLCanvasElement>("[data-testid=map-canvas]")?.dataset.markers ?? 0),
      markersMax: (window as unknown as { __markers: number }).__markers,
    };
  });
  return {
    frameP50Ms: round(percentile(frames, 50)),
    frameP95Ms: round(percentile(frames, 95)),
    frameMaxMs: round(Math.max(...frames)),
    drawP95Ms: round(percentile(draws, 95)),
    drawMaxMs: round(Math.max(...draws)),
    frames: frames.length,
    markersAtEnd: markers,
    markersMax,
  };
}

async function drag(page: Page, box: { x: number; y: number; width: number; height: number }, steps: number) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(cx + Math.sin(i / 8) * 250, cy + Math.cos(i / 11) * 150);
  await page.mouse.up();
}

/** The page position of the largest marker (the densest place), so zooming goes where the pins are. */
async function densest(page: Page): Promise<{ x: number; y: number }> {
  return page.getByTestId("map-canvas").evaluate((canvas: HTMLCanvasElement) => {
    const { data, width, height } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    // Pin colours (map-colors.ts, light): the first row of the widest run of pin pixels is the biggest marker.
    const pin = (i: number) =>
      [
        [0x15, 0x80, 0x3d],
        [0xb4, 0x53, 0x09],
        [0xb9, 0x1c, 0x1c],
      ].some(
        ([r, g, b]) =>
          Math.abs(data[i]! - r!) < 6 && Math.abs(data[i + 1]! - g!) < 6 && Math.abs(data[i + 2]! - b!) < 6,
      );
    let best = { x: width / 2, y: height / 2, run: 0 };
    for (let y = 0; y < height; y += 2) {
      let run = 0;
      for (let x = 0; x < width; x++) {
        run = pin((y * width + x) * 4) ? run + 1 : 0;
        if (run > best.run) best = { x: x - run / 2, y, run };
      }
    }
    return { x: rect.left + best.x / scale, y: rect.top + best.y / scale };
  });
}

async function wheel(page: Page, at: { x: number; y: number }, steps: number, deltaY: number) {
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, deltaY);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-map-"));
const postgres = process.env.TEST_DATABASE_URL;
let company = { companyId: "", ownerId: "", ownerEmail: "", created: false };
const server = await startServer(
  {
    ...configFromEnv({}),
    port: 0,
    dataDir,
    databaseUrl: postgres,
    databaseSchema: postgres ? "bench_map" : undefined,
    seedDemo: false,
    demoPassword: PASSWORD,
    clientDir: CLIENT_DIR,
    limits: { ...DEFAULT_LIMITS, ...ONE_ADDRESS_FOR_ALL },
  },
  {
    quiet: true,
    prepare: async (db) => {
      company = await ensureFleetCompany(db, "Map Bench", PASSWORD);
      const started = performance.now();
      await seedFleet(
        db,
        { ...company, nowMs: Date.now() },
        { vehicles: VEHICLES, employees: 300, inspections: INSPECTIONS },
        (domain, done, total) => {
          if (done === total || done % 20_000 === 0) log(`seeded ${done}/${total} ${domain}`);
        },
      );
      log(`seeded in ${Math.round(performance.now() - started)} ms`);
      await db
        .updateTable("companies")
        .set({ features: ["vehicles", "inspections", "users", "home", "map"] })
        .where("id", "=", company.companyId)
        .execute();
    },
  },
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  // The query on its own (what MapPositionsRequestEvent runs), and its size on the wire.
  const queryMs: number[] = [];
  let bytes = 0;
  let placed = 0;
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const positions = await lastPositions(server.services.db, company.companyId);
    queryMs.push(performance.now() - t0);
    bytes = JSON.stringify(positions).length;
    placed = positions.ids.length;
  }
  const { context, page } = await signedInContext(browser, server.url, company.ownerEmail, PASSWORD);
  const t0 = Date.now();
  await page.evaluate(
    (path) => history.pushState(null, "", path),
    `/portal/operator/${encodeIdForUrl(company.companyId)}/map`,
  );
  await page.waitForSelector("[data-testid=map-canvas][data-markers]:not([data-markers='0'])", { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=map-list-row]").length > 0);
  const routeToPinsMs = Date.now() - t0;
  const box = (await page.getByTestId("map-canvas").boundingBox())!;
  const panFit = await during(page, () => drag(page, box, 120));
  await page.getByTestId("map-canvas").focus();
  await page.keyboard.press("0");
  await page.waitForTimeout(300);
  const target = await densest(page);
  const zoomIn = await during(page, () => wheel(page, target, 20, -120));
  const panZoomed = await during(page, () => drag(page, box, 120));
  const zoomOut = await during(page, () =>
    wheel(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 30, 120),
  );
  await context.close();
  console.log(
    JSON.stringify({
      map: {
        vehicles: VEHICLES,
        pins: placed,
        positionsQueryP50Ms: round(percentile(queryMs, 50)),
        positionsQueryP95Ms: round(percentile(queryMs, 95)),
        positionsKB: round(bytes / 1024),
        routeToPinsMs,
        panAtFit: panFit,
        wheelZoomIn: zoomIn,
        panZoomedIn: panZoomed,
        wheelZoomOut: zoomOut,
      },
    }),
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
