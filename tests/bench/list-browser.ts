// Both of the bench's browser protocols for any windowed list screen (the vehicles, and the inspections, hours and
// check-ins lists at 10⁶ rows): the existing one (route change → first rows, jumps, scroll frames, header sorts, a
// select filter) and the peer's (docs/design/cold-loads.md "How they are measured": cold navigation in a fresh context
// with a stored session, 250 px a frame for 400 frames with blank rows counted, a search and a column filter timed as
// typed). A list says what it has through a ListBench; what it lacks (the check-ins list has no search box) is
// reported as null.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import type { Browser, BrowserContext, Page } from "playwright-core";

import type { RunningServer } from "../../src/server/start-server";
import {
  clearInput,
  coldFirstRows,
  filterBy,
  firstRows,
  goHome,
  jump,
  routeUntil,
  scrollFrames,
  scrollTo,
  scrollWithBlanks,
  sortBy,
  typeUntilRows,
  waitForCount,
} from "./browser";
import { median, percentile, round } from "./stats";

export interface ListBench {
  /** The screen's URL path. */
  path: string;
  /** data-testid of the element that shows the list's row count ("vehicle-count"). */
  countTestId: string;
  /** Rows the list shows once `open` has run (the measurements wait for this count). */
  rows: number;
  /** The first jump's row (90,000 on the 10⁵ fleet, 900,000 on the 10⁶ lists); each later jump goes 1,000 further. */
  jumpTo: number;
  /** Two sortable headers, clicked in turn. */
  sortHeaders: readonly [string, string];
  /** A select filter (the label's text) and the values chosen in turn; "" puts it back. */
  selectFilter?: { label: string; values: readonly string[] } | undefined;
  /** The search box (its aria-label), a term leaving ~1 % of the rows and how many it leaves. */
  search?: { label: string; term: string; count: number } | undefined;
  /** A column filter ("Filter <header>"), likewise. */
  columnFilter?: { label: string; term: string; count: number } | undefined;
  /**
   * What the screen shows first when its default view is not the measured rows (the hours list opens on today,
   * empty in the seeded data, so its no-results row), and the script that brings it to them (timed as `openMs`).
   */
  opening?: { firstShown: string; script: string } | undefined;
}

export interface ListBrowserFigures {
  firstRowsMs: number;
  /** Only with `opening`: the script (e.g. the "All" period) → row 0 of the measured rows. */
  openMs?: number;
  jumpMs: number;
  scrollP95Ms: number;
  scrollMaxMs: number;
  sortMs: number;
  filterMs: number | null;
  peer: {
    coldFirstRowsMs: number;
    /** The cold load until the app has drawn row 0 itself (coldFirstRowsMs counts a validated snapshot's rows). */
    coldAppRowsMs: number;
    routeFirstRowsMs: number;
    jumpMs: number;
    sortMs: number;
    scrollP95Ms: number;
    scrollMaxMs: number;
    blankFrames: number;
    longestBlankRunFrames: number;
    searchAsTypedMs: number | null;
    columnFilterAsTypedMs: number | null;
    listPageJsGzipKB: number;
  };
}

const ROW_0 = '[role=row][data-index="0"]';

/** A browser context signed in as `email` through the sign-in page, bot check included, as a user would. */
export async function signedInContext(
  browser: Browser,
  url: string,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx compiles the functions passed to page.evaluate with esbuild's keepNames, which calls a __name helper.
  await context.addInitScript("globalThis.__name = (fn) => fn");
  const page = await context.newPage();
  await signIn(page, url, email, password);
  return { context, page };
}

export async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/signin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  // Sign-in requires the bot check (REQUIRE_BOT_CHECK_ON_SIGN_IN defaults to true): wait, as a user would, for
  // the widget to solve it; its hidden field "altcha" holds the answer once it has (a loaded machine takes a while).
  await page.waitForFunction(
    () => !!document.querySelector<HTMLInputElement>('input[name="altcha"]')?.value,
    undefined,
    { timeout: 120_000 },
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("home-heading").waitFor();
}

/** Route change to the list → its first view shown (row 0, or `opening.firstShown`). */
function arrive(page: Page, list: ListBench): Promise<number> {
  return list.opening ? routeUntil(page, list.path, list.opening.firstShown) : firstRows(page, list.path);
}

/** Arrives and brings the list to its measured rows; resolves with the opening's ms (0 without one). */
async function arriveAtRows(page: Page, list: ListBench): Promise<number> {
  await goHome(page);
  await arrive(page, list);
  const opened = list.opening ? await untilRow0(page, list.opening.script) : 0;
  await waitForCount(page, list.countTestId, list.rows);
  return opened;
}

/** Runs `script` in the page → ms until row 0 shows. */
function untilRow0(page: Page, script: string): Promise<number> {
  return page.evaluate(
    (script) =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        new Function(script)();
        const check = () => {
          if (document.querySelector('[role=row][data-index="0"]')) return resolve(performance.now() - t0);
          if (performance.now() - t0 > 60_000) return reject(new Error("row 0 did not appear"));
          requestAnimationFrame(check);
        };
        check();
      }),
    script,
  );
}

/** The bench's existing protocol on `page` (signed in, any screen): the raw times of each measurement. */
export async function routeProtocol(page: Page, list: ListBench, runs: number) {
  const first: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await goHome(page);
    const ms = await arrive(page, list);
    if (i > 0) first.push(ms); // the first visit also loads the feature's code chunk
  }
  const opens: number[] = [];
  if (list.opening) for (let i = 0; i < runs; i++) opens.push(await arriveAtRows(page, list));
  else await waitForCount(page, list.countTestId, list.rows);
  const jumps: number[] = [];
  for (let i = 0; i < runs; i++) {
    await scrollTo(page, 0);
    jumps.push(await jump(page, list.jumpTo + i * 1_000));
  }
  await scrollTo(page, 0);
  const frames = await scrollFrames(page, 3_000, 3);
  const sorts: number[] = [];
  for (let i = 0; i < runs; i++) {
    await scrollTo(page, 0);
    sorts.push(await sortBy(page, list.sortHeaders[i % 2]!, list.countTestId));
  }
  const filters: number[] = [];
  if (list.selectFilter) {
    const { label, values } = list.selectFilter;
    for (let i = 0; i < runs; i++)
      filters.push(await filterBy(page, label, values[i % values.length]!, list.countTestId));
  }
  return { first, opens, jumps, frames, sorts, filters };
}

/** The peer's protocol: cold loads in fresh contexts holding `page`'s session, then scrolling and typing on `page`. */
export async function peerProtocol(
  browser: Browser,
  page: Page,
  url: string,
  list: ListBench,
  runs: number,
  clientDir: string,
): Promise<Omit<ListBrowserFigures["peer"], "jumpMs" | "sortMs">> {
  // A returning user's browser: the list was last seen as it first showed, and left alone long enough for the app to
  // keep that screen for the next cold load (src/client/app/screen-capture.ts).
  await goHome(page);
  await arrive(page, list);
  const kept = await page
    .waitForFunction((path) => localStorage.getItem(`fleet.screen:${path}`) !== null, list.path, { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  if (process.env.BENCH_DEBUG)
    process.stderr.write(
      `bench: screen kept for ${list.path}: ${kept} ${await page.evaluate((p) => JSON.stringify([JSON.parse(localStorage.getItem(`fleet.screen:${p}`) ?? "{}").requests, JSON.parse(localStorage.getItem("fleet.boot") ?? "{}").routes?.[p]?.requests]), list.path)}\n`,
    );
  const storageState = await page.context().storageState();
  const cold: number[] = [];
  const appCold: number[] = [];
  let scripts: string[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await coldFirstRows(browser, url, storageState, list.path, list.opening?.firstShown ?? ROW_0);
    cold.push(run.ms);
    appCold.push(run.appMs);
    scripts = run.scripts;
  }
  await arriveAtRows(page, list);
  await scrollTo(page, 0);
  const scroll = await scrollWithBlanks(page, 400, 250);
  await scrollTo(page, 0);
  const typed = async (filter: ListBench["search"]) => {
    if (!filter) return null;
    const selector = `input[aria-label="${filter.label}"]`;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      times.push(await typeUntilRows(page, selector, filter.term, filter.count, list.countTestId));
      await clearInput(page, selector, list.rows, list.countTestId);
    }
    return round(median(times));
  };
  const searchAsTypedMs = await typed(list.search);
  const columnFilterAsTypedMs = await typed(list.columnFilter);
  const bytes = [...new Set(scripts)].reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(clientDir, path))).length,
    0,
  );
  return {
    coldFirstRowsMs: round(median(cold)),
    coldAppRowsMs: round(median(appCold)),
    routeFirstRowsMs: 0, // filled from the existing protocol's route-change figure
    scrollP95Ms: round(percentile(scroll.intervals, 95)),
    scrollMaxMs: round(Math.max(...scroll.intervals)),
    blankFrames: scroll.blankFrames,
    longestBlankRunFrames: scroll.longestBlankRun,
    searchAsTypedMs,
    columnFilterAsTypedMs,
    listPageJsGzipKB: round(bytes / 1024),
  };
}

/** Both protocols on `list`, with `page` signed in (it is left on the home screen). */
export async function measureListInBrowser(
  browser: Browser,
  page: Page,
  url: string,
  list: ListBench,
  options: { runs: number; clientDir: string },
): Promise<ListBrowserFigures> {
  const route = await routeProtocol(page, list, options.runs);
  const peer = await peerProtocol(browser, page, url, list, options.runs, options.clientDir);
  await goHome(page);
  const firstRowsMs = round(median(route.first));
  const jumpMs = round(median(route.jumps));
  const sortMs = round(median(route.sorts));
  return {
    firstRowsMs,
    ...(list.opening ? { openMs: round(median(route.opens)) } : {}),
    jumpMs,
    scrollP95Ms: round(percentile(route.frames, 95)),
    scrollMaxMs: round(Math.max(...route.frames)),
    sortMs,
    filterMs: route.filters.length > 0 ? round(median(route.filters)) : null,
    peer: { ...peer, routeFirstRowsMs: firstRowsMs, jumpMs, sortMs },
  };
}

/** What a list's bench section gets from main.ts: the running server, the browser, and how to sign in. */
export interface SectionContext {
  server: RunningServer;
  browser: Browser;
  companyId: string;
  ownerEmail: string;
  password: string;
  runs: number;
  clientDir: string;
  log: (message: string) => void;
}

/**
 * Of `candidates`, the text whose matches come closest to 1 % of `rows`: what a list's search or column filter is
 * measured with (the target: search or column filter → rows ≤ 70 ms as typed, on a term leaving ~1 % of the rows;
 * docs/design/cold-loads.md "How they are measured").
 * A term that finds nothing is never taken while another finds something (typing it would show no rows to time).
 */
export async function termNearOnePercent(
  candidates: readonly string[],
  count: (term: string) => Promise<number>,
  rows: number,
): Promise<{ term: string; count: number }> {
  const counted: { term: string; count: number }[] = [];
  for (const term of new Set(candidates)) counted.push({ term, count: await count(term) });
  const found = counted.some((c) => c.count > 0) ? counted.filter((c) => c.count > 0) : counted;
  return found.reduce((best, c) => (Math.abs(c.count - rows / 100) < Math.abs(best.count - rows / 100) ? c : best));
}

/** The first jump's row: 900,000 on a 10⁶-row list, 90 % of the way down on a smaller one. */
export const jumpTarget = (rows: number): number =>
  rows >= 1_000_000 ? 900_000 : Math.max(0, Math.floor(rows * 0.9) - 5_000);

/** The query figures' vehicles-style summary: offset → p95 of the list's default sort. */
export const p95ByOffset = (byOffset: Record<string, { p95: number }> | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(byOffset ?? {}).map(([offset, q]) => [offset, q.p95]));

/** Signs the section's office user in, measures `list`, closes the context. */
export async function measureSectionBrowser(
  ctx: SectionContext,
  list: ListBench,
  email = ctx.ownerEmail,
): Promise<ListBrowserFigures> {
  const { context, page } = await signedInContext(ctx.browser, ctx.server.url, email, ctx.password);
  try {
    return await measureListInBrowser(ctx.browser, page, ctx.server.url, list, {
      runs: ctx.runs,
      clientDir: ctx.clientDir,
    });
  } finally {
    await context.close();
  }
}
