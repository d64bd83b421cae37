import { Plural, Trans } from "@lingui/react/macro";

import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { ImportScreen } from "../../ui/import-screen";
import { vehicleLinks } from "./vehicle-routes";

/** The template the server serves: every column the import reads, with two example rows. */
export const VEHICLES_TEMPLATE_URL = "/api/v1/imports/templates/vehicles.csv";

/** Vehicles and trailers from a CSV or Excel workbook (docs/vehicles.md "Importing vehicles"), on the imports' one screen. */
export function ImportVehiclesPage() {
  const client = usePortalClient();
  const { company } = useCurrentUser();
  return (
    <ImportScreen
      title={<Trans>Import vehicles from a spreadsheet</Trans>}
      explanation={
        <>
          <p>
            <Trans>
              Choose an Excel workbook (.xlsx, its first sheet is read) or a CSV file (from Excel, save as "CSV UTF-8"),
              one row per vehicle or trailer. Its first line names the columns: Unit number, Category and Brake type are
              needed; Plate, Plate expiry, Annual safety date, VIN, Make, Model, Year, Odometer, Inspection schedule and
              the other fields of the vehicle form may follow. Dates are written YYYY-MM-DD. Every row is checked as the
              form checks it: if one row has a problem, nothing is imported.
            </Trans>
          </p>
          <p>
            <a
              className="text-blue-700 underline dark:text-blue-300"
              href={VEHICLES_TEMPLATE_URL}
              download="vehicles.csv"
              data-testid="vehicles-template"
            >
              <Trans>Download the template (CSV with every column and two examples)</Trans>
            </a>
          </p>
        </>
      }
      run={(fileId, companyId) =>
        client.session.api.importVehiclesFromFileQueryOperation({ files: [fileId], companyId })
      }
      done={(result) => (
        <Trans>
          Imported {result.imported} of <Plural value={result.rows} one="# row" other="# rows" />: they are in the list
          of vehicles and trailers now.
        </Trans>
      )}
      companyId={company?.id}
      backHref={company && vehicleLinks.list(company.id)}
    />
  );
}
