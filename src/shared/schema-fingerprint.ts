// Node only (node:crypto): used by protocol-version.test.ts, never by the client.
import { createHash } from "node:crypto";

/** Documentation keywords: editing them changes no payload, so it must not change the fingerprint. */
const ANNOTATIONS = new Set(["$comment", "description"]);
/** Objects whose keys are names chosen by the schema's author, not keywords: a property may be called "description". */
const NAME_MAPS = new Set(["properties", "definitions", "events", "errors"]);

function canonical(value: unknown, keysAreNames: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v, false));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (!keysAreNames && ANNOTATIONS.has(key)) continue;
    out[key] = canonical((value as Record<string, unknown>)[key], !keysAreNames && NAME_MAPS.has(key));
  }
  return out;
}

/**
 * sha-256 (hex) of the schema files, keyed by file name, serialised as JSON with keys sorted at every level and
 * without $comment and description annotations: the same wire format always gives the same fingerprint.
 */
export function schemaFingerprint(files: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((name) => [name, canonical(files[name], false)]),
  );
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}
