import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { inlineScriptHashes } from "./inline-scripts";

test("each inline script is allowed by the hash of its exact text; scripts with a src and missing files add nothing", () => {
  const dir = mkdtempSync(join(tmpdir(), "inline-"));
  const html = join(dir, "index.html");
  const boot = "(function(){window.x=1})();";
  writeFileSync(
    html,
    `<html><head><script>${boot}</script><script type="module" crossorigin src="/assets/a.js"></script></head></html>`,
  );
  const expected = `'sha256-${createHash("sha256").update(boot).digest("base64")}'`;
  expect(inlineScriptHashes(html)).toEqual([expected]);
  expect(inlineScriptHashes(join(dir, "missing.html"))).toEqual([]);
});
