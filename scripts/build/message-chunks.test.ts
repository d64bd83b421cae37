import { describe, expect, test } from "vitest";

import { messageChunks } from "./message-chunks";

type FakeChunk = Record<string, unknown> & { code: string; fileName: string };

const chunk = (fileName: string, code: string, extra: Partial<FakeChunk> = {}): FakeChunk => ({
  type: "chunk",
  fileName,
  code,
  imports: [],
  dynamicImports: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  map: null,
  viteMetadata: { importedAssets: new Set<string>(), importedCss: new Set<string>() },
  ...extra,
});
const catalog = (locale: string, messages: Record<string, string[]>) =>
  chunk(
    `assets/messages-${locale}.js`,
    `var e=JSON.parse(${JSON.stringify(JSON.stringify(messages))});export{e as messages};`,
    { isDynamicEntry: true, facadeModuleId: `/app/locales/${locale}/messages.po` },
  );

async function run(bundle: Record<string, FakeChunk>) {
  const emitted: { fileName: string; source: string }[] = [];
  const warnings: string[] = [];
  const plugin = messageChunks() as unknown as {
    generateBundle: (this: unknown, options: unknown, bundle: unknown) => Promise<void>;
  };
  await plugin.generateBundle.call(
    {
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      warn: (message: string) => warnings.push(message),
    },
    {},
    bundle,
  );
  return { emitted, warnings };
}

const load = async (source: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`)) as Record<string, unknown>;

describe("message chunks", () => {
  const english = { start1: ["Sign in"], lazy1: ["Vehicles"], shared: ["Save"], dep1: ["Plate"] };
  const french = { start1: ["Se connecter"], lazy1: ["Véhicules"], shared: ["Enregistrer"], dep1: ["Plaque"] };
  const build = () => {
    const bundle: Record<string, FakeChunk> = {
      "assets/portal.js": chunk(
        "assets/portal.js",
        'const a={id:"start1"},b={id:`shared`};const go=()=>import("./list.js");const c=()=>import("./messages-en-CA.js");',
        { isEntry: true, imports: ["assets/core.js"] },
      ),
      "assets/core.js": chunk("assets/core.js", "export const x=1;"),
      "assets/list.js": chunk("assets/list.js", "const a={id:`lazy1`},b={id:'shared'};", {
        isDynamicEntry: true,
        imports: ["assets/dep.js"],
      }),
      "assets/dep.js": chunk("assets/dep.js", 'export const d={id:"dep1"};'),
      "assets/chart.js": chunk("assets/chart.js", "export const plot=1;", { isDynamicEntry: true }),
    };
    bundle["assets/messages-en-CA.js"] = catalog("en-CA", english);
    bundle["assets/messages-fr-CA.js"] = catalog("fr-CA", french);
    return bundle;
  };

  test("the start-up catalog keeps only what the entries use at start; each lazy chunk's messages go in a file per language", async () => {
    const bundle = build();
    const { emitted, warnings } = await run(bundle);
    expect(warnings).toEqual([]);
    const start = await load(bundle["assets/messages-fr-CA.js"]!.code);
    expect(start.messages).toEqual({ start1: ["Se connecter"], shared: ["Enregistrer"] });
    expect(Object.keys(start)).toEqual(["messages"]);
    // The import site names the chunk's messages by a key; i18n.ts builds the file's name from it and the language.
    const key = /__fleetImport\?\?\(\(n,l\)=>l\(\)\)\)\("(\w+)",\(\)=>import\("\.\/list\.js"\)\)/.exec(
      bundle["assets/portal.js"]!.code,
    )![1]!;
    const lazy = emitted.find((e) => e.fileName === `assets/messages-${key}-fr-CA.js`)!;
    // The lazy chunk's own messages and its static imports' — not those the start-up catalog already holds.
    expect((await load(lazy.source)).messages).toEqual({ lazy1: ["Véhicules"], dep1: ["Plaque"] });
    expect(emitted.map((e) => e.fileName).sort()).toEqual([
      `assets/messages-${key}-en-CA.js`,
      `assets/messages-${key}-fr-CA.js`,
    ]);
    // Every language's file is precached with the chunk (the driver app's service worker).
    expect([
      ...(bundle["assets/list.js"]!.viteMetadata as { importedAssets: Set<string> }).importedAssets,
    ]).toHaveLength(2);
  });

  test("a chunk imported from a lazy chunk does not repeat the messages its importer loaded", async () => {
    const bundle = build();
    bundle["assets/list.js"]!.code += 'const more=()=>import("./details.js");';
    bundle["assets/list.js"]!.dynamicImports = ["assets/details.js"];
    bundle["assets/details.js"] = chunk("assets/details.js", 'const a={id:"details1"};', {
      isDynamicEntry: true,
      imports: ["assets/dep.js"],
    });
    const english = {
      start1: ["Sign in"],
      lazy1: ["Vehicles"],
      shared: ["Save"],
      dep1: ["Plate"],
      details1: ["Details"],
    };
    bundle["assets/messages-en-CA.js"] = catalog("en-CA", english);
    bundle["assets/messages-fr-CA.js"] = catalog("fr-CA", { ...english, details1: ["Détails"] });
    const { emitted } = await run(bundle);
    const key = /"(\w+)",\(\)=>import\("\.\/details\.js"\)/.exec(bundle["assets/list.js"]!.code)![1];
    const details = emitted.find((e) => e.fileName === `assets/messages-${key}-fr-CA.js`)!;
    expect((await load(details.source)).messages).toEqual({ details1: ["Détails"] });
  });

  test("a translation that changes changes the file's key", async () => {
    const first = build();
    await run(first);
    const second = build();
    second["assets/messages-fr-CA.js"] = catalog("fr-CA", { ...french, lazy1: ["Les véhicules"] });
    await run(second);
    const keyOf = (bundle: Record<string, FakeChunk>) =>
      /"(\w+)",\(\)=>import\("\.\/list\.js"\)/.exec(bundle["assets/portal.js"]!.code)![1];
    expect(keyOf(first)).not.toEqual(keyOf(second));
  });

  test("imports of chunks with messages go through __fleetImport; others and catalogs are left alone", async () => {
    const bundle = build();
    await run(bundle);
    const code = bundle["assets/portal.js"]!.code;
    expect(code).toMatch(
      /\(globalThis\.__fleetImport\?\?\(\(n,l\)=>l\(\)\)\)\("\w{8}",\(\)=>import\("\.\/list\.js"\)\)/,
    );
    expect(code).toContain('const c=()=>import("./messages-en-CA.js")');
  });

  test("a catalog message no chunk uses is reported", async () => {
    const bundle = build();
    bundle["assets/messages-en-CA.js"] = catalog("en-CA", { ...english, gone: ["Old text"] });
    const { warnings } = await run(bundle);
    expect(warnings.join("\n")).toContain("gone");
  });
});
