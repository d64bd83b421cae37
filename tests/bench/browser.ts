// In-browser measurements on the production build: each one is timed inside the page (performance.now and
// requestAnimationFrame), so Playwright's own round trips are not counted.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";

const ROW_HEIGHT = 40;

/**
 * Resolves (inside the page) with ms from `start()` until row `index` is on screen with real content — with
 * `replaced`, content other than before `start()` (a list keeps its rows on screen until a new order arrives).
 */
async function timeUntilRow(page: Page, index: number, start: string, replaced = false, count = ""): Promise<number> {
  return page.evaluate(
    ({ index, start, replaced, count }) =>
      new Promise<number>((resolve, reject) => {
        const selector = `[role=row][data-index="${index}"]`;
        // What the list shows: row `index` and the row count (a filter can keep the same first row).
        const shown = () =>
          `${document.querySelector(selector)?.textContent}|${count ? document.querySelector(`[data-testid="${count}"]`)?.textContent : ""}`;
        const before = shown();
        const t0 = performance.now();
        new Function(start)();
        const deadline = t0 + 20_000;
        const check = () => {
          const row = document.querySelector(selector);
          if (row && (!replaced || shown() !== before)) return resolve(performance.now() - t0);
          if (performance.now() > deadline) return reject(new Error(`row ${index} did not appear`));
          requestAnimationFrame(check);
        };
        check();
      }),
    { index, start, replaced, count },
  );
}

export async function goHome(page: Page): Promise<void> {
  await page.evaluate(() => history.pushState(null, "", "/portal/home"));
  await page.getByTestId("home-heading").waitFor();
}

/** Route change (client-side, as a menu click) → first rows visible. */
export function firstRows(page: Page, path: string): Promise<number> {
  return timeUntilRow(page, 0, `history.pushState(null, "", ${JSON.stringify(path)})`);
}

/** Route change → the element `ready` matches is on screen (a list whose default view is empty: its no-results row). */
export function routeUntil(page: Page, path: string, ready: string): Promise<number> {
  return page.evaluate(
    ({ path, ready }) =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        history.pushState(null, "", path);
        const check = () => {
          if (document.querySelector(ready)) return resolve(performance.now() - t0);
          if (performance.now() - t0 > 20_000) return reject(new Error(`${ready} did not appear`));
          requestAnimationFrame(check);
        };
        check();
      }),
    { path, ready },
  );
}

/** The scroll position of `row`: a list taller than the browser's cap scrolls a scaled body (scaled-rows.ts)
 *  whose rowgroup says how many px of rows one scrolled px holds. */
const scrollTopOfRow = (row: number) =>
  `(${row * ROW_HEIGHT} / Number(document.querySelector('[data-testid="virtual-table"] [role=rowgroup]')?.dataset.rowRatio ?? 1))`;

/** A scrollbar jump to `row` → its rows visible. */
export function jump(page: Page, row: number): Promise<number> {
  return timeUntilRow(
    page,
    row,
    `document.querySelector('[data-testid="virtual-table"]').scrollTop = ${scrollTopOfRow(row)}`,
  );
}

export async function scrollTo(page: Page, row: number): Promise<void> {
  await page.evaluate(`document.querySelector('[data-testid="virtual-table"]').scrollTop = ${scrollTopOfRow(row)}`);
  await page.locator(`[role=row][data-index="${row}"]`).waitFor();
}

/** Clicking a sortable header → the first row of the new order visible (`count`: the list's row-count test id). */
export function sortBy(page: Page, header: string, count: string): Promise<number> {
  const click = `[...document.querySelectorAll('[role=columnheader] button')].find((b) => b.textContent.includes(${JSON.stringify(header)})).click()`;
  return timeUntilRow(page, 0, click, true, count);
}

/** Choosing a value in a filter select → the first row of the filtered list visible. */
export function filterBy(page: Page, label: string, value: string, count: string): Promise<number> {
  const change = `
    const select = [...document.querySelectorAll('label')].find((l) => l.firstChild && l.firstChild.textContent.trim() === ${JSON.stringify(label)}).querySelector('select');
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, ${JSON.stringify(value)});
    select.dispatchEvent(new Event('change', { bubbles: true }));`;
  return timeUntilRow(page, 0, change, true, count);
}

/** Scrolls for `ms` at `rowsPerFrame`, recording every frame interval (the list loads windows as it goes). */
export function scrollFrames(page: Page, ms: number, rowsPerFrame: number): Promise<number[]> {
  return page.evaluate(
    ({ ms, step }) =>
      new Promise<number[]>((resolve) => {
        const table = document.querySelector('[data-testid="virtual-table"]')!;
        const intervals: number[] = [];
        const t0 = performance.now();
        let last = t0;
        const frame = (now: number) => {
          intervals.push(now - last);
          last = now;
          table.scrollTop += step;
          if (now - t0 < ms) requestAnimationFrame(frame);
          else resolve(intervals.slice(1));
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      }),
    { ms, step: rowsPerFrame * ROW_HEIGHT },
  );
}

/**
 * Watches the table for text "bench-<n>~" and the store's commits per animation frame while `ms` pass, scrolling
 * gently over the top rows. Resolves with the epoch-ms each marker was first seen and the most commits in a frame.
 */
export function watchLiveChanges(
  page: Page,
  ms: number,
): Promise<{ seen: Record<string, number>; commitsPerFrameMax: number }> {
  return page.evaluate(
    (ms) =>
      new Promise<{ seen: Record<string, number>; commitsPerFrameMax: number }>((resolve) => {
        const table = document.querySelector('[data-testid="virtual-table"]')!;
        const store = (window as unknown as { __fleetPortal: { store: { commits: number } } }).__fleetPortal.store;
        const seen: Record<string, number> = {};
        const scan = () => {
          const now = performance.timeOrigin + performance.now();
          for (const match of (table.textContent ?? "").matchAll(/bench-(\d+-\d+)~/g)) seen[match[1]!] ??= now;
        };
        const observer = new MutationObserver(scan);
        observer.observe(table, { subtree: true, childList: true, characterData: true });
        let commits = store.commits;
        let max = 0;
        const t0 = performance.now();
        const frame = (now: number) => {
          max = Math.max(max, store.commits - commits);
          commits = store.commits;
          table.scrollTop = Math.round(100 + 80 * Math.sin((now - t0) / 300));
          if (now - t0 < ms) requestAnimationFrame(frame);
          else {
            observer.disconnect();
            resolve({ seen, commitsPerFrameMax: max });
          }
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

// ——— The peer's protocol: what a user feels, measured the way the commercial grid was measured ———
// (docs/design/cold-loads.md "How they are measured").

/**
 * A cold load of a list URL in a fresh browser context that holds a stored session ("Keep me signed in"):
 * `ms` from navigation start until the user sees row 0's real content — drawn by the app, or by the boot script's
 * screen snapshot once the server's fresh replies matched it (src/client/boot/screen-snapshot.ts marks <html>
 * `data-screen-snapshot`: "rows" when it holds list rows) —, `appMs` until the app has drawn it itself (the screen
 * answers input from then on), and the scripts the page loaded until then.
 */
export async function coldFirstRows(
  browser: Browser,
  url: string,
  storageState: BrowserContextOptions["storageState"],
  path: string,
  ready = '[role=row][data-index="0"]',
): Promise<{ ms: number; appMs: number; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  await context.addInitScript("globalThis.__name = (fn) => fn");
  // Records (on the page's own clock, which starts at navigation) when row 0 first shows and when the app drew it.
  // A screen whose first view has no rows (ready is not row 0) counts a snapshot of that view.
  const wanted = ready === '[role=row][data-index="0"]' ? "rows" : "any";
  await context.addInitScript(`
    new MutationObserver((_, observer) => {
      const now = performance.now();
      const snapshot = document.documentElement && document.documentElement.getAttribute("data-screen-snapshot");
      const app = document.querySelector(${JSON.stringify(ready)}) !== null;
      if (globalThis.__firstRowAt === undefined && (app || (snapshot && (snapshot === "rows" || ${JSON.stringify(wanted)} === "any")))) globalThis.__firstRowAt = now;
      if (app) { globalThis.__appRowAt = now; observer.disconnect(); }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-screen-snapshot"] });`);
  const page = await context.newPage();
  try {
    await page.goto(`${url}${path}`);
    await page.waitForFunction(() => (globalThis as { __appRowAt?: number }).__appRowAt !== undefined, undefined, {
      timeout: 20_000,
    });
    const { ms, appMs } = await page.evaluate(() => {
      const marks = globalThis as unknown as { __firstRowAt: number; __appRowAt: number };
      return { ms: marks.__firstRowAt, appMs: marks.__appRowAt };
    });
    // The list page's JavaScript: what was fetched before its first rows showed (the other vehicle screens are
    // fetched afterwards, while the browser is idle, and are not the list's cost).
    const listScripts = await page.evaluate(
      (until) =>
        performance
          .getEntriesByType("resource")
          .filter(
            (e) =>
              (e as PerformanceResourceTiming).initiatorType !== "xmlhttprequest" &&
              e.name.endsWith(".js") &&
              e.startTime <= until,
          )
          .map((e) => new URL(e.name).pathname),
      appMs,
    );
    return { ms, appMs, scripts: listScripts };
  } finally {
    await context.close();
  }
}

/**
 * Scrolls `frames` animation frames at `px` per frame. Returns each frame interval, the frames that showed a
 * placeholder (blank) row inside the visible part of the table, and the longest run of such frames in a row.
 */
export function scrollWithBlanks(
  page: Page,
  frames: number,
  px: number,
): Promise<{ intervals: number[]; blankFrames: number; longestBlankRun: number }> {
  return page.evaluate(
    ({ frames, px }) =>
      new Promise<{ intervals: number[]; blankFrames: number; longestBlankRun: number }>((resolve) => {
        const table = document.querySelector<HTMLElement>('[data-testid="virtual-table"]')!;
        const intervals: number[] = [];
        let blankFrames = 0;
        let run = 0;
        let longest = 0;
        let last = 0;
        let n = 0;
        const blankOnScreen = () => {
          const view = table.getBoundingClientRect();
          for (const row of table.querySelectorAll('[data-testid="placeholder-row"]')) {
            const box = row.getBoundingClientRect();
            if (box.bottom > view.top + 40 && box.top < view.bottom) return true; // below the sticky header
          }
          return false;
        };
        const frame = (now: number) => {
          if (last !== 0) intervals.push(now - last);
          last = now;
          // What this frame shows is what the previous frame's scroll and the answers since then produced.
          if (n > 0) {
            if (blankOnScreen()) {
              blankFrames += 1;
              run += 1;
              longest = Math.max(longest, run);
            } else run = 0;
          }
          if (n++ >= frames) return resolve({ intervals, blankFrames, longestBlankRun: longest });
          table.scrollTop += px;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { frames, px },
  );
}

/**
 * Types `text` into the input matched by `selector` one character every `gapMs` (as a person types), and times
 * from the last keystroke until the list shows `expectedCount` rows in all and a real row 0: debounce, request,
 * query and render included.
 */
export function typeUntilRows(
  page: Page,
  selector: string,
  text: string,
  expectedCount: number,
  count: string,
  gapMs = 120,
): Promise<number> {
  return page.evaluate(
    ({ selector, text, expectedCount, count, gapMs }) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(selector);
        if (!input) return reject(new Error(`no input ${selector}`));
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        const type = (value: string) => {
          setValue.call(input, value);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        };
        const shown = () =>
          Number((document.querySelector(`[data-testid="${count}"]`)?.textContent ?? "").replace(/\D/g, ""));
        let i = 1;
        const next = () => {
          if (i < text.length) {
            type(text.slice(0, i++));
            setTimeout(next, gapMs);
            return;
          }
          const t0 = performance.now();
          type(text);
          const check = () => {
            if (shown() === expectedCount && document.querySelector('[role=row][data-index="0"]'))
              return resolve(performance.now() - t0);
            if (performance.now() - t0 > 20_000)
              return reject(new Error(`the list never showed ${expectedCount} rows (shows ${shown()})`));
            requestAnimationFrame(check);
          };
          check();
        };
        next();
      }),
    { selector, text, expectedCount, count, gapMs },
  );
}

/** Empties an input as a user would (select all, delete) and waits for the list to show `expectedCount`. */
export async function clearInput(page: Page, selector: string, expectedCount: number, count: string): Promise<void> {
  await page.locator(selector).fill("");
  await waitForCount(page, count, expectedCount);
}

/** Waits until the list's row count (the element with test id `count`) reads `expected`. */
export async function waitForCount(page: Page, count: string, expected: number, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    ({ count, expected }) =>
      Number((document.querySelector(`[data-testid="${count}"]`)?.textContent ?? "").replace(/\D/g, "")) === expected,
    { count, expected },
    { timeout },
  );
}
