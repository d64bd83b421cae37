import { Trans } from "@lingui/react/macro";

import { PortalLayout } from "../../ui/portal-layout";
import { EldImportLink } from "./eld-import-link";
import { TimesheetsTable } from "./timesheets-table";

/** Hours of Service (docs/hours.md "Screens"): the company's timesheets, live and windowed, today's by default. */
export function HoursListPage() {
  return (
    <PortalLayout>
      <TimesheetsTable
        heading={
          <>
            <h1 className="text-2xl font-semibold">
              <Trans>Hours of Service</Trans>
            </h1>
            <EldImportLink />
          </>
        }
      />
    </PortalLayout>
  );
}
