// The driver app's home screen says when an inspection it sent was refused (the full notice, with what to do, is
// on the inspection screen: refused-inspections.tsx). Kept apart from it so the home screen loads none of the
// inspection flow's code.
import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { Link } from "wouter";

import { useDriveClient } from "../../../drive/drive-context";
import type { StoredCommand } from "../../../sync/offline-db";

const EMPTY: readonly StoredCommand[] = [];

/** The signed-in driver's refused inspections, oldest first. */
export function useRefusedInspections(): readonly StoredCommand[] {
  const { commands } = useDriveClient();
  const all = useSyncExternalStore(
    (listener) => commands.subscribe(listener),
    () => commands.refused,
    () => EMPTY,
  );
  return all.filter((command) => command.eventName === "InspectionSubmitRequestEvent");
}

/** On the home screen: a line that leads to them. */
export function RefusedInspectionsLink() {
  const refused = useRefusedInspections();
  if (refused.length === 0) return null;
  const count = refused.length;
  return (
    <Link
      href="/inspect"
      role="alert"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-base font-semibold text-red-950 dark:border-red-500 dark:bg-red-950 dark:text-red-50"
      data-testid="refused-inspections-link"
    >
      {count === 1 ? (
        <Trans>An inspection you submitted was not accepted. Open it to see why.</Trans>
      ) : (
        <Trans>{count} inspections you submitted were not accepted. Open them to see why.</Trans>
      )}
    </Link>
  );
}
