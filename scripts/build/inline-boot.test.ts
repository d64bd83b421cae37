// The built HTML leaves the app's entry to the boot script: it only preloads the entry, where Vite put its script.
import { expect, test } from "vitest";

import { holdEntry } from "./inline-boot";

const html = `<head>
    <script type="module" crossorigin src="/assets/portal-Ab1_c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/drive-portal-X.js">
  </head>`;

test("the entry's script becomes a modulepreload of it, in its place, and the boot script is told its path", () => {
  const held = holdEntry(html, "/assets/portal-Ab1_c.js");
  expect(held.appEntry).toBe("/assets/portal-Ab1_c.js");
  expect(held.html).not.toContain("<script");
  expect(held.html).toContain(
    `<link rel="modulepreload" crossorigin href="/assets/portal-Ab1_c.js">\n    <link rel="modulepreload" crossorigin href="/assets/drive-portal-X.js">`,
  );
});

test("an HTML whose entry script is not where Vite writes it fails the build rather than ship a page that never starts", () => {
  expect(() => holdEntry(html, "/assets/other.js")).toThrow(/entry script/);
  // The path is matched as text: "." is not any character.
  expect(() => holdEntry(html, "/assets/portal-Ab1_cxjs")).toThrow();
});
