import { useLingui } from "@lingui/react/macro";

const BUTTON =
  "flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

/** Zoom in, zoom out and "show every pin", for those who use neither a wheel nor a keyboard. */
export function MapControls({
  onZoomIn,
  onZoomOut,
  onFit,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="absolute right-2 top-2 flex flex-col gap-1">
      <button
        type="button"
        className={BUTTON}
        onClick={onZoomIn}
        aria-label={t`Zoom in`}
        title={t`Zoom in`}
        data-testid="map-zoom-in"
      >
        +
      </button>
      <button
        type="button"
        className={BUTTON}
        onClick={onZoomOut}
        aria-label={t`Zoom out`}
        title={t`Zoom out`}
        data-testid="map-zoom-out"
      >
        −
      </button>
      <button
        type="button"
        className={`${BUTTON} text-sm`}
        onClick={onFit}
        aria-label={t`Show every pin`}
        title={t`Show every pin`}
        data-testid="map-fit"
      >
        ⤢
      </button>
    </div>
  );
}
