import { i18n, type Messages } from "@lingui/core";

import { DEFAULT_LOCALE, LOCALE_KEY, pickLocale, type Locale } from "./locales";

/**
 * A language's start-up catalog. In a production build (scripts/build/message-chunks.ts) it holds only the messages of
 * the code every page loads at start (each lazily loaded chunk brings its own); in development, the whole catalog.
 */
interface Catalog {
  messages: Messages;
}

// Each catalog is its own chunk, so a page loads only the language it shows.
const catalogs: Record<Locale, () => Promise<Catalog>> = {
  "en-CA": () => import("../../../locales/en-CA/messages.po"),
  "fr-CA": () => import("../../../locales/fr-CA/messages.po"),
  es: () => import("../../../locales/es/messages.po"),
  "en-US": () => import("../../../locales/en-US/messages.po"),
  pseudo: () => import("../../../locales/pseudo/messages.po"),
};

interface Shown {
  locale: Locale;
  catalog: Promise<Catalog>;
}
/** The language being shown (or about to be) and its catalog; before the first activation, a promise of it. */
let current: Shown | undefined;
let resolveFirst: (shown: Shown) => void = () => {};
const first = new Promise<Shown>((resolve) => (resolveFirst = resolve));
/** The message keys of the lazy chunks imported so far: a change of language loads their messages in it too. */
const importedChunks = new Set<string>();
/** Message files already loaded. */
const loadedFiles = new Set<string>();

/** A lazily loaded chunk's messages in `locale`: the file its key names (scripts/build/message-chunks.ts). */
async function loadChunkMessages(locale: Locale, key: string): Promise<void> {
  const file = `messages-${key}-${locale}.js`;
  if (loadedFiles.has(file)) return;
  // Built files sit side by side in assets/, this module among them.
  const { messages } = (await import(/* @vite-ignore */ new URL(file, import.meta.url).href)) as { messages: Messages };
  i18n.load(locale, messages);
  loadedFiles.add(file);
}

/**
 * Every `import("./chunk.js")` of a chunk with messages goes through here in a production build, with the key of
 * its messages: the chunk and its messages in the shown language load side by side, and the import resolves when
 * both have.
 */
function importWithMessages<M>(key: string, load: () => Promise<M>): Promise<M> {
  importedChunks.add(key);
  // A cold load may ask for a screen before the language is chosen: wait for that choice (not for its catalog).
  const messages = (current ? Promise.resolve(current) : first).then((shown) => loadChunkMessages(shown.locale, key));
  return Promise.all([load(), messages]).then(([module]) => module);
}
(globalThis as { __fleetImport?: typeof importWithMessages }).__fleetImport = importWithMessages;

export async function activateLocale(locale: Locale): Promise<void> {
  const catalog = catalogs[locale]();
  current = { locale, catalog };
  resolveFirst(current);
  const { messages } = await catalog;
  i18n.load(locale, messages);
  // A change of language: the screens already loaded need their messages in it before it shows.
  await Promise.all([...importedChunks].map((key) => loadChunkMessages(locale, key)));
  i18n.activate(locale);
  document.documentElement.lang = locale === "pseudo" ? DEFAULT_LOCALE : locale;
}

/** A choice made on the settings page or in the footer: remembered in this browser and applied at once. */
export async function chooseLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale);
  await activateLocale(locale);
}

export function initialLocale(): Locale {
  return pickLocale(localStorage.getItem(LOCALE_KEY), navigator.languages ?? [navigator.language]);
}

export { i18n };
