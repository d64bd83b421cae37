// The built index.html carries one inline script, the boot script (scripts/build/inline-boot.ts). The Content-Security-
// Policy allows scripts from the portal's own origin only; this allows that inline script too, by the hash of its
// exact text, and no other.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/** CSP source expressions ('sha256-…') for each inline <script> of the HTML file; none when it does not exist. */
export function inlineScriptHashes(htmlPath: string): string[] {
  if (!existsSync(htmlPath)) return [];
  const html = readFileSync(htmlPath, "utf8");
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return hashes;
}
