import { Trans, useLingui } from "@lingui/react/macro";

import { RELEASE_NOTES, type ReleaseNote } from "./whats-new";

type Level = 2 | 3 | 4;
const HEADINGS = { 2: "h2", 3: "h3", 4: "h4" } as const;

function NoteEntry({ note, level }: { note: ReleaseNote; level: Level }) {
  const Heading = HEADINGS[level];
  const { i18n } = useLingui();
  const [y, m, d] = note.date.split("-").map(Number) as [number, number, number];
  const date = new Intl.DateTimeFormat(i18n.locale === "pseudo" ? "en-CA" : i18n.locale, {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d, 12));
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
      data-testid={`release-${note.id}`}
    >
      <Heading className="flex flex-wrap items-baseline gap-x-2 font-medium">
        {note.version && <span className="font-semibold">v{note.version}</span>}
        <span>{i18n._(note.title)}</span>
        <time dateTime={note.date} className="text-sm font-normal text-slate-600 dark:text-slate-300">
          {date}
        </time>
      </Heading>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {note.notes.map((text) => (
          <li key={text.id}>{i18n._(text)}</li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The release notes, newest first: this portal's, then the earlier product's history (v2.5.1 → v1.5.0). `level` is
 * the heading level of an entry, so the outline follows the page it is on.
 */
export function WhatsNewList({ limit, level }: { limit?: number | undefined; level: 2 | 3 }) {
  const History = HEADINGS[level];
  const shown = limit === undefined ? RELEASE_NOTES : RELEASE_NOTES.slice(0, limit);
  const portal = shown.filter((note) => note.kind === "portal");
  const history = shown.filter((note) => note.kind === "history");
  return (
    <div className="flex flex-col gap-3" data-testid="whats-new">
      {portal.length > 0 && (
        <ol className="flex flex-col gap-2">
          {portal.map((note) => (
            <NoteEntry key={note.id} note={note} level={level} />
          ))}
        </ol>
      )}
      {history.length > 0 && (
        <section aria-labelledby="release-history-heading">
          <History id="release-history-heading" className="font-semibold">
            <Trans>Earlier releases</Trans>
          </History>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
            <Trans>The product's history before this portal, from v2.5.1 back to v1.5.0, in brief.</Trans>
          </p>
          <ol className="flex flex-col gap-2">
            {history.map((note) => (
              <NoteEntry key={note.id} note={note} level={(level + 1) as Level} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
