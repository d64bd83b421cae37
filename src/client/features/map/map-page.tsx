import { Plural, Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";

import { useClock, useCurrentUser } from "../../app/client-context";
import { useLocalSettings } from "../../app/local-settings";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { vehicleLinks } from "../vehicles";
import { loadBaseMap, preloadBaseMap, projectPositions, type BaseMap, type ProjectionKind } from "./base-map";
import { MapCanvas, type MapPins } from "./map-canvas";
import { STATUSES, type PinStatus } from "./map-colors";
import { PinList } from "./pin-list";
import { useMapPositions } from "./use-map-positions";

const ALL_STATUSES: ReadonlySet<PinStatus> = new Set(STATUSES);

/**
 * The fleet map (docs/map.md "Screens"): each vehicle's last known position on an offline map of the provinces and
 * states, coloured by status and clustered when many, beside the same vehicles as a list. A click on a pin or a row
 * opens the vehicle.
 */
export function MapPage() {
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const { theme } = useLocalSettings();
  const { positions, error } = useMapPositions(company?.id);
  const [base, setBase] = useState<BaseMap>();
  const [baseProblem, setBaseProblem] = useState(false);
  const [shownStatuses, setShownStatuses] = useState<ReadonlySet<PinStatus>>(ALL_STATUSES);
  const [highlight, setHighlight] = useState<number>();
  const clock = useClock();
  const now = useMemo(() => clock.now(), [positions]); // oxlint-disable-line react-hooks/exhaustive-deps

  // The base map's chunk is fetched at once; its projection waits for the first answer, which says whether the
  // deployment has online tiles (then Mercator, the tiles' projection).
  useEffect(() => void preloadBaseMap().catch(() => undefined), []);
  const tiles = positions?.tiles;
  const kind: ProjectionKind | undefined = positions ? (tiles ? "mercator" : "conic") : undefined;
  useEffect(() => {
    if (!kind) return;
    let alive = true;
    loadBaseMap(kind).then(
      (map) => alive && setBase(map),
      () => alive && setBaseProblem(true),
    );
    return () => {
      alive = false;
    };
  }, [kind]);

  // Projected once per answer (and once the base map's projection is known); pans and zooms reuse these.
  const projected = useMemo(
    () =>
      base && positions ? projectPositions(base.projection, positions.latitudes, positions.longitudes) : undefined,
    [base, positions],
  );
  const pins = useMemo<MapPins>(() => {
    if (!projected || !positions) return { xs: new Float64Array(), ys: new Float64Array(), statuses: [], shown: [] };
    return {
      ...projected,
      statuses: positions.statuses,
      shown: positions.statuses.map((s) => shownStatuses.has(s as PinStatus)),
    };
  }, [projected, positions, shownStatuses]);
  const counts = useMemo(() => {
    const out: Record<PinStatus, number> = { 0: 0, 1: 0, 2: 0 };
    for (const status of positions?.statuses ?? []) out[status as PinStatus]++;
    return out;
  }, [positions]);
  // Worst first, then by name (the server sends them by name).
  const order = useMemo(() => {
    if (!positions) return [];
    const indexes = positions.ids.map((_, i) => i).filter((i) => shownStatuses.has(positions.statuses[i] as PinStatus));
    return indexes.sort((a, b) => positions.statuses[b]! - positions.statuses[a]! || a - b);
  }, [positions, shownStatuses]);

  const toggleStatus = useCallback(
    (status: PinStatus) =>
      setShownStatuses((current) => {
        const next = new Set(current);
        if (next.has(status)) next.delete(status);
        else next.add(status);
        return next;
      }),
    [],
  );
  const open = useCallback(
    (index: number) => positions && navigate(vehicleLinks.details(positions.ids[index]!)),
    [navigate, positions],
  );
  // Fit the pins once they first arrive for a company; later live refreshes keep the user's view.
  const fitKey = `${company?.id ?? ""}:${positions ? "data" : "none"}:${base ? "base" : "nobase"}`;

  return (
    <PortalLayout>
      <div className="flex flex-col gap-3 lg:h-[calc(100vh-8rem)]">
        <div className="flex flex-wrap items-baseline gap-3">
          <h1 className="text-2xl font-semibold">
            <Trans>Map</Trans>
          </h1>
          {positions && (
            <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="map-summary">
              <Plural value={positions.ids.length} one="# vehicle placed" other="# vehicles placed" />
              {positions.unplaced > 0 && (
                <>
                  {" · "}
                  <Plural
                    value={positions.unplaced}
                    one="# without a known position"
                    other="# without a known position"
                  />
                </>
              )}
            </span>
          )}
        </div>
        <ErrorRow error={error} />
        {baseProblem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            <Trans>
              The base map could not be loaded. Reload the page to try again; the list still shows every vehicle.
            </Trans>
          </p>
        )}
        <div className="grid min-h-0 flex-1 grid-cols-1 gap-3 lg:grid-cols-[1fr_20rem]">
          <div className="h-[60vh] min-h-0 lg:h-full">
            <MapCanvas
              base={base}
              pins={pins}
              theme={theme}
              highlight={highlight}
              onOpen={open}
              fitKey={fitKey}
              tiles={tiles}
            />
          </div>
          {positions ? (
            <div className="flex max-h-[70vh] min-h-0 flex-col lg:max-h-none">
              <PinList
                positions={positions}
                order={order}
                counts={counts}
                shownStatuses={shownStatuses}
                onToggleStatus={toggleStatus}
                onHighlight={setHighlight}
                theme={theme}
                now={now}
              />
            </div>
          ) : (
            !error && <div className="h-40" aria-busy="true" />
          )}
        </div>
      </div>
    </PortalLayout>
  );
}
