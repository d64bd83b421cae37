import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import { useMayCall } from "../inspections";
import { hoursLinks } from "./hours-routes";

/** "Import ELD file", shown only to those the schema lets import (owners, managers, administrators). */
export function EldImportLink({ userId }: { userId?: string | undefined }) {
  const mayImport = useMayCall("EldFileImportRequestEvent");
  if (!mayImport) return null;
  return (
    <Link
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-blue-700 hover:bg-slate-50 dark:border-slate-600 dark:text-blue-300 dark:hover:bg-slate-800"
      href={hoursLinks.importEld(userId)}
      data-testid="eld-import-link"
    >
      <Trans>Import ELD file</Trans>
    </Link>
  );
}
