// Node only (node:crypto): used by protocol-version.test.ts, never by the client.
import { createHash } from "node:crypto";

/**
 * Keywords that change no payload, so they must not change the fingerprint: documentation, and what a linked file is
 * to its record (`x-file-purpose`, the server's read rule).
 */
const ANNOTATIONS = new Set(["$comment", "description", "x-file-purpose"]);
/** Objects whose keys are names chosen by the schema's author, not keywords: a property may be called "description". */
const NAME_MAPS = new Set(["properties", "definitions", "events", "notifications", "errors"]);

function canonical(value: unknown, keysAreNames: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v, false));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (!keysAreNames && ANNOTATIONS.has(key)) continue;
    const field = (value as Record<string, unknown>)[key];
    // "common.json#/definitions/Id" and "#/definitions/Id" name the same definition: names are unique across files.
    if (!keysAreNames && key === "$ref" && typeof field === "string") {
      out[key] = field.replace(/^[^#]*#/, "#");
      continue;
    }
    out[key] = canonical((value as Record<string, unknown>)[key], !keysAreNames && NAME_MAPS.has(key));
  }
  return out;
}

/** A notification as it goes over the wire: who hears it (`audience`, `listRows`) is the server's routing, not its shape. */
function onTheWire(notification: unknown): unknown {
  const { audience: _audience, listRows: _listRows, ...wire } = notification as Record<string, unknown>;
  return wire;
}

/** The named parts of a schema file; every other top-level key is documentation. */
const SECTIONS = ["definitions", "events", "notifications", "errors"] as const;

/**
 * sha-256 (hex) of the wire format the schema files describe: their definitions, events, notifications and errors,
 * each in one namespace whatever file declares it, with `$ref`s naming the definition alone. It is serialised as JSON
 * with keys sorted at every level and without $comment and description annotations, so the same wire format always
 * gives the same fingerprint — moving a definition or an event to another file changes nothing on the wire, nor
 * here. A name declared in two files throws (the generated code could not tell them apart either).
 */
export function schemaFingerprint(files: Record<string, unknown>): string {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const file of Object.keys(files).sort()) {
    const parts = files[file] as Partial<Record<(typeof SECTIONS)[number], Record<string, unknown>>>;
    for (const section of SECTIONS) {
      for (const [name, value] of Object.entries(parts[section] ?? {})) {
        const named = (merged[section] ??= {});
        if (name in named) throw new Error(`${file} declares ${section} ${name}, which another schema file declares`);
        named[name] = section === "notifications" ? onTheWire(value) : value;
      }
    }
  }
  return createHash("sha256")
    .update(JSON.stringify(canonical(merged, false)))
    .digest("hex");
}
