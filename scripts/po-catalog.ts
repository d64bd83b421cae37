/** msgids whose msgstr is empty in a .po file (the header entry, msgid "", excepted). */
export function missingTranslations(po: string): string[] {
  const missing: string[] = [];
  const entry = /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"(\n"(?:[^"\\]|\\.)*")*/g;
  for (const match of po.matchAll(entry)) {
    const [, id, str, continuation] = match;
    if (id !== "" && str === "" && !continuation) missing.push(id!);
  }
  return missing;
}
