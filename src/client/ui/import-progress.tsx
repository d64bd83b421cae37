import { Trans, useLingui } from "@lingui/react/macro";

/**
 * An import's state while it runs (docs/files.md "Imports"): "Uploading…" while the file goes up, then the bar the
 * import event's progress replies fill, with its percentage; the bar stays at its last value once the import ended.
 */
export function ImportProgress({
  uploading,
  progress,
  testId,
}: {
  uploading: boolean;
  /** The share done (0…1); undefined before the first reply. */
  progress: number | undefined;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      {uploading && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Uploading…</Trans>
        </p>
      )}
      {progress !== undefined && (
        <div className="flex flex-col gap-1">
          <progress
            className="h-3 w-full"
            data-testid={testId}
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t`Import progress`}
          />
          <span className="text-xs text-slate-600 dark:text-slate-300" data-testid={`${testId}-text`}>
            {new Intl.NumberFormat(i18n.locale === "pseudo" ? "en-CA" : i18n.locale, { style: "percent" }).format(
              progress,
            )}
          </span>
        </div>
      )}
    </>
  );
}
