// Message catalogs that load with the code that shows them (docs/design/cold-loads.md "Message chunks"; the budgets:
// initial JS ≤ 120 KB, list page ≤ 150 KB, "Size budgets").
// Lingui compiles one catalog per language holding every message of the client, and the portal loaded it whole
// before its first paint: ~20 KB gzip, growing with every screen any domain adds. After the build this plugin
// splits each language's catalog by the chunks that use its messages:
// - the start-up catalog (the chunk i18n.ts imports for a language) keeps the messages of the chunks an entry
//   loads at start (the portal's and the driver app's);
// - each lazily imported chunk gets, per language, one file with the messages of everything it loads (its static
//   imports included) that neither the start-up catalog nor the code that imports it has loaded already (its
//   importers' static imports, whose messages came before it): `messages-{key}-{language}.js`, the key a hash of
//   that chunk's messages in every language (so the name changes when a translation does);
// - each `import("./chunk.js")` of such a chunk becomes `__fleetImport("{key}", () => import("./chunk.js"))`, which
//   fetches the chunk and its messages in the shown language side by side and resolves when both are in (i18n.ts),
//   so a screen never renders a message id. The name is built from the key, so no table of chunks and files has to
//   load at start (it was half of the start-up catalog, and grew with every screen).
// Messages are found by their ids in each chunk's syntax tree (the Lingui macro leaves `{id:"…"}` in production), and
// the dynamic imports are found the same way: the chunks are parsed with the bundler's own parser, never matched
// with regular expressions.
import { createHash } from "node:crypto";

import type { OutputBundle, OutputChunk } from "rolldown";
import { parseSync, Visitor, type ESTree } from "rolldown/utils";
import type { Plugin } from "vite";

import { reachable } from "./graph.ts";

const CATALOG_MODULE = /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po$/;

type Messages = Record<string, unknown>;
type ChunkWithMeta = OutputChunk & { viteMetadata?: { importedAssets: Set<string> } };

/** A string a node spells out whole: a literal, or a template without expressions. */
function constantString(node: ESTree.Expression | ESTree.PrivateIdentifier | null | undefined): string | undefined {
  if (node?.type === "Literal" && typeof node.value === "string") return node.value;
  if (node?.type === "TemplateLiteral" && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** What the message chunks need of a chunk's code: the message ids it names, and its imports of sibling chunks. */
function readChunk(chunk: OutputChunk, known: Messages) {
  const ids = new Set<string>();
  /** Each `import("./x.js")`: where it stands in the code and the chunk it loads. */
  const imports: { start: number; end: number; quote: string; file: string }[] = [];
  new Visitor({
    // `{id:"Ab12+/"}`: the macro's descriptors, <Trans id=…> props and msg`…` constants.
    Property(node) {
      const key = node.key.type === "Identifier" ? node.key.name : constantString(node.key);
      const id = key === "id" ? constantString(node.value as ESTree.Expression) : undefined;
      if (id !== undefined && Object.hasOwn(known, id)) ids.add(id);
    },
    ImportExpression(node) {
      const target = constantString(node.source);
      if (target?.startsWith("./") && target.endsWith(".js"))
        imports.push({
          start: node.start,
          end: node.end,
          quote: chunk.code[node.source.start]!,
          file: target.slice(2),
        });
    },
  }).visit(parseSync(chunk.fileName, chunk.code).program);
  return { ids, imports };
}

/** The chunk and everything it imports statically, transitively. */
function staticClosure(start: OutputChunk, chunks: Map<string, OutputChunk>): OutputChunk[] {
  return [...reachable([start], (chunk) => chunk.imports.flatMap((next) => chunks.get(next) ?? []))];
}

/** The compiled catalog a Lingui catalog chunk holds (it is self-contained: `JSON.parse(…)` and an export). */
async function compiledMessages(chunk: OutputChunk): Promise<Messages> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`)) as {
    messages: Messages;
  };
  return module.messages;
}

const pick = (messages: Messages, ids: Iterable<string>): Messages =>
  Object.fromEntries([...ids].flatMap((id) => (Object.hasOwn(messages, id) ? [[id, messages[id]]] : [])));
const moduleSource = (exports: Record<string, unknown>) =>
  `${Object.entries(exports)
    .map(([name, value]) => `export const ${name}=JSON.parse(${JSON.stringify(JSON.stringify(value))});`)
    .join("\n")}\n`;
const shortHash = (text: string) =>
  createHash("sha256").update(text).digest("base64url").replace(/[-_]/g, "").slice(0, 8);

export function messageChunks(): Plugin {
  return {
    name: "fleet:message-chunks",
    apply: "build",
    async generateBundle(_options, output) {
      const bundle = output as unknown as OutputBundle;
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])),
      );
      const catalogs = new Map<string, OutputChunk>();
      for (const chunk of chunks.values()) {
        const locale = chunk.facadeModuleId?.match(CATALOG_MODULE)?.[1];
        if (locale) catalogs.set(locale, chunk);
      }
      if (catalogs.size === 0) return;
      const compiled = new Map<string, Messages>();
      for (const [locale, chunk] of catalogs) compiled.set(locale, await compiledMessages(chunk));
      const every = Object.assign({}, ...compiled.values()) as Messages;
      const isCatalog = (chunk: OutputChunk) => [...catalogs.values()].includes(chunk);

      const read = new Map(
        [...chunks.values()]
          .filter((chunk) => !isCatalog(chunk))
          .map((chunk) => [chunk.fileName, readChunk(chunk, every)] as const),
      );
      const ids = new Map([...read].map(([file, { ids }]) => [file, ids] as const));
      const startUpChunks = new Set(
        [...chunks.values()]
          .filter((chunk) => chunk.isEntry)
          .flatMap((entry) => staticClosure(entry, chunks))
          .map((chunk) => chunk.fileName),
      );
      const startUpIds = new Set([...startUpChunks].flatMap((file) => [...(ids.get(file) ?? [])]));

      // Where each chunk is imported dynamically: when it loads, the chunks its importer loads statically are in, and
      // their messages with them (each came with the file of the lazy chunk that brought it, or the start-up catalog).
      const importers = new Map<string, OutputChunk[]>();
      for (const chunk of chunks.values())
        for (const target of chunk.dynamicImports) importers.set(target, [...(importers.get(target) ?? []), chunk]);
      const loadedBefore = (file: string): Set<string> => {
        const closures = (importers.get(file) ?? []).map(
          (importer) => new Set(staticClosure(importer, chunks).map((c) => c.fileName)),
        );
        return closures.length === 0
          ? new Set()
          : closures.reduce((common, closure) => new Set([...common].filter((name) => closure.has(name))));
      };

      // Lazy entries: every chunk some code imports dynamically, with the messages of all it loads statically that
      // neither the start-up catalog nor what every importer of it has loaded already holds (the signed-in portal
      // area's menu, say, is not repeated in the file of every screen).
      const lazyIds = new Map<string, Set<string>>();
      for (const chunk of chunks.values()) {
        if (startUpChunks.has(chunk.fileName) || isCatalog(chunk) || !chunk.isDynamicEntry) continue;
        const loaded = loadedBefore(chunk.fileName);
        const brought = staticClosure(chunk, chunks).filter((c) => !loaded.has(c.fileName));
        const own = new Set(
          brought.flatMap((c) => [...(ids.get(c.fileName) ?? [])]).filter((id) => !startUpIds.has(id)),
        );
        if (own.size > 0) lazyIds.set(chunk.fileName, own);
      }

      // Each lazy chunk's file in every language, named by a key the import site passes to i18n.ts.
      const keys = new Map<string, string>();
      for (const [file, own] of lazyIds) {
        const sources = [...catalogs.keys()].map(
          (locale) => [locale, moduleSource({ messages: pick(compiled.get(locale)!, own) })] as const,
        );
        const key = shortHash(sources.map(([locale, source]) => `${locale}\n${source}`).join("\n"));
        keys.set(file.replace(/^.*\//, ""), key);
        for (const [locale, source] of sources) {
          const fileName = `assets/messages-${key}-${locale}.js`;
          if (!bundle[fileName]) this.emitFile({ type: "asset", fileName, source });
          // The driver app's service worker precaches what its chunks use, every language's messages included.
          (chunks.get(file) as ChunkWithMeta).viteMetadata?.importedAssets.add(fileName);
        }
      }
      for (const [locale, catalog] of catalogs) {
        catalog.code = moduleSource({ messages: pick(compiled.get(locale)!, startUpIds) });
        catalog.map = null;
      }

      for (const [file, { imports }] of read) {
        const chunk = chunks.get(file)!;
        // From the end, so the positions of the imports before each one stay right.
        for (const { start, end, quote, file: name } of imports.toReversed()) {
          const key = keys.get(name);
          if (!key) continue;
          const site = chunk.code.slice(start, end);
          const wrapped = `(globalThis.__fleetImport??((n,l)=>l()))(${quote}${key}${quote},()=>${site})`;
          chunk.code = chunk.code.slice(0, start) + wrapped + chunk.code.slice(end);
        }
      }
      const found = new Set([...ids.values()].flatMap((set) => [...set]));
      const unused = Object.keys(compiled.get("en-CA") ?? {}).filter((id) => !found.has(id));
      if (unused.length > 0)
        this.warn(
          `${unused.length} catalog message(s) appear in no chunk (dead code, or an id this plugin cannot see): ${unused.slice(0, 10).join(", ")}`,
        );
    },
  };
}
