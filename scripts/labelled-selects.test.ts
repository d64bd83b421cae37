// Every drop-down is named by its own label, through for/id, never by a <label> wrapped around it: Chromium names such
// a select by its label alone, but other screen readers read every option into the name (docs/design/client-shell.md
// "Dark mode and accessibility"). This reads every screen's source and fails on a <select> inside a <label>.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function screens(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screens(path);
    return name.endsWith(".tsx") && !name.endsWith(".test.tsx") ? [path] : [];
  });
}

/**
 * The <select>s inside a <label> that have no name of their own (aria-label, which a screen reader reads instead of
 * the label's text): a select's opening tag runs to its first option or its end.
 */
function wrappedSelects(source: string): number {
  let wrapped = 0;
  for (const match of source.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g))
    for (const select of match[1]!.matchAll(/<select\b([\s\S]*?)(<option|<\/select>|\.map\()/g))
      if (!/aria-label/.test(select[1]!)) wrapped += 1;
  return wrapped;
}

test("no drop-down is named by a label wrapped around it, unless it names itself", () => {
  const offenders = screens(join(root, "src", "client"))
    .filter((file) => wrappedSelects(readFileSync(file, "utf8")) > 0)
    .map((file) => relative(root, file));
  expect(offenders).toEqual([]);
});

test("the check finds a wrapped select", () => {
  expect(wrappedSelects('<label className="x">Status <select value={v}><option>Any</option></select></label>')).toBe(1);
  expect(wrappedSelects("<label htmlFor={id}>Status</label>\n<select id={id}><option>Any</option></select>")).toBe(0);
});
