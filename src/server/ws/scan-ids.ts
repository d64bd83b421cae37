// Reads the envelope's top-level "requestId" and "eventName" strings from raw text without building it, for
// messages the parser refused (not JSON, nested too deeply): the reply then still carries the requestId and the
// client's request settles instead of waiting forever. One pass, no recursion, no allocation beyond
// the two strings; keys inside the payload are at depth > 1 and never taken for the envelope's.

const WANTED = new Set(["requestId", "eventName"]);
/** Longer values are not ids the client could be waiting on (RequestMessage caps requestId at 64). */
const MAX_VALUE_CHARS = 200;

export function scanTopLevelIds(text: string): { requestId?: string; eventName?: string } {
  const found: { requestId?: string; eventName?: string } = {};
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const end = stringEnd(text, i);
      if (end < 0) break;
      if (depth === 1 && !(found.requestId !== undefined && found.eventName !== undefined)) {
        const key = text.slice(i + 1, end);
        let j = skipSpace(text, end + 1);
        if (text[j] === ":" && WANTED.has(key)) {
          j = skipSpace(text, j + 1);
          if (text[j] === '"') {
            const valueEnd = stringEnd(text, j);
            if (valueEnd < 0) break;
            const value = decodeString(text.slice(j, valueEnd + 1));
            if (value !== undefined && value.length <= MAX_VALUE_CHARS)
              found[key as "requestId" | "eventName"] ??= value;
            i = valueEnd + 1;
            continue;
          }
        }
      }
      i = end + 1;
      continue;
    }
    if (c === "{" || c === "[") depth += 1;
    else if (c === "}" || c === "]") depth -= 1;
    i += 1;
  }
  return found;
}

/** Index of the quote closing the string that opens at `start`, or -1 when the text ends first. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i += 1;
    else if (c === '"') return i;
  }
  return -1;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i += 1;
  return i;
}

function decodeString(literal: string): string | undefined {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
