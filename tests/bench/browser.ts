// In-browser measurements on the production build: each one is timed inside the page (performance.now and
// requestAnimationFrame), so Playwright's own round trips are not counted.
import type { Page } from "@playwright/test";

const ROW_HEIGHT = 40;

/** Resolves (inside the page) with ms from `start()` until row `index` is on screen with real content. */
async function timeUntilRow(page: Page, index: number, start: string, replaced = false): Promise<number> {
  return page.evaluate(
    ({ index, start, replaced }) =>
      new Promise<number>((resolve, reject) => {
        const selector = `[role=row][data-index="${index}"]`;
        const before = document.querySelector(selector);
        const t0 = performance.now();
        new Function(start)();
        const deadline = t0 + 20_000;
        const check = () => {
          const row = document.querySelector(selector);
          if (row && (!replaced || row !== before)) return resolve(performance.now() - t0);
          if (performance.now() > deadline) return reject(new Error(`row ${index} did not appear`));
          requestAnimationFrame(check);
        };
        check();
      }),
    { index, start, replaced },
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

/** A scrollbar jump to `row` → its rows visible. */
export function jump(page: Page, row: number): Promise<number> {
  return timeUntilRow(page, row, `document.querySelector('[data-testid="virtual-table"]').scrollTop = ${row * ROW_HEIGHT}`);
}

export async function scrollTo(page: Page, row: number): Promise<void> {
  await page.evaluate((top) => (document.querySelector('[data-testid="virtual-table"]')!.scrollTop = top), row * ROW_HEIGHT);
  await page.locator(`[role=row][data-index="${row}"]`).waitFor();
}

/** Clicking a sortable header → the first row of the new order visible. */
export function sortBy(page: Page, header: string): Promise<number> {
  const click = `[...document.querySelectorAll('[role=columnheader] button')].find((b) => b.textContent.includes(${JSON.stringify(header)})).click()`;
  return timeUntilRow(page, 0, click, true);
}

/** Choosing a value in a filter select → the first row of the filtered list visible. */
export function filterBy(page: Page, label: string, value: string): Promise<number> {
  const change = `
    const select = [...document.querySelectorAll('label')].find((l) => l.firstChild && l.firstChild.textContent.trim() === ${JSON.stringify(label)}).querySelector('select');
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, ${JSON.stringify(value)});
    select.dispatchEvent(new Event('change', { bubbles: true }));`;
  return timeUntilRow(page, 0, change, true);
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
export function watchLiveChanges(page: Page, ms: number): Promise<{ seen: Record<string, number>; commitsPerFrameMax: number }> {
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
