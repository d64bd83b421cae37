import { IndentationText, NewLineKind, Project, QuoteKind } from "ts-morph";

import { checkSchemaSet } from "./checks";
import { BANNER } from "./emit/banner";
import { emitClientFile } from "./emit/client-file";
import { emitDomainFile } from "./emit/domain-file";
import { emitErrorsFile } from "./emit/errors-file";
import { emitEventsFile } from "./emit/events-file";
import { emitServerFile } from "./emit/server-file";
import { emitWireDomainFile, emitWireFile, wireModule } from "./emit/wire-file";
import type { SchemaSet } from "./model";

/**
 * Every generated file, by name, formatted. ts-morph parses each emitted text and formats it, so a malformed
 * emission fails here (as a syntax diagnostic) rather than at the first import.
 */
export function generate(schemas: SchemaSet): Map<string, string> {
  checkSchemaSet(schemas);
  const raw = new Map<string, string>();
  for (const domain of schemas.domains) raw.set(`${domain.name}.ts`, emitDomainFile(schemas, domain));
  raw.set("errors.ts", emitErrorsFile(schemas));
  raw.set("events.ts", emitEventsFile(schemas));
  raw.set("client.ts", emitClientFile(schemas));
  raw.set("server.ts", emitServerFile(schemas));
  const modules = [...raw.keys()].map((f) => f.replace(/\.ts$/, "")).sort();
  // The client's lazily loaded codecs (wire.ts, wire-<domain>.ts): not re-exported, each module names its
  // exports `events` and `notifications`.
  raw.set("wire.ts", emitWireFile(schemas));
  for (const domain of schemas.domains) {
    if (Object.keys(domain.events).length > 0 || Object.keys(domain.notifications ?? {}).length > 0)
      raw.set(`${wireModule(domain.name)}.ts`, emitWireDomainFile(schemas, domain.name));
  }
  raw.set("index.ts", [BANNER, ...modules.map((m) => `export * from "./${m}";`), ""].join("\n"));

  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Double,
    },
  });
  const out = new Map<string, string>();
  for (const [name, text] of raw) {
    const file = project.createSourceFile(`/generated/${name}`, text);
    const syntax = file.getPreEmitDiagnostics().filter((d) => d.getCategory() === 1 && d.getCode() < 2000);
    if (syntax.length > 0) {
      throw new Error(
        `codegen produced invalid TypeScript in ${name}: ${syntax.map((d) => d.getMessageText()).join("; ")}`,
      );
    }
    file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: "insert" as never });
    out.set(name, file.getFullText());
  }
  return out;
}
