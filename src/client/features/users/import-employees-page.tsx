import { Plural, Trans } from "@lingui/react/macro";

import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { ImportScreen } from "../../ui/import-screen";
import { userLinks } from "./user-routes";

/** People from a CSV or Excel workbook (docs/users.md "CSV import"), on the imports' one screen. */
export function ImportEmployeesPage() {
  const client = usePortalClient();
  const { company } = useCurrentUser();
  return (
    <ImportScreen
      title={<Trans>Import users from a spreadsheet</Trans>}
      explanation={
        <p>
          <Trans>
            Choose an Excel workbook (.xlsx, its first sheet is read) or a CSV file (from Excel, save as "CSV UTF-8")
            whose first line names the columns: First name, Last name, Email, Roles, and optionally Phone, Employment
            ID, Compliance, Start date, End date, Licence class, Licence expiry (YYYY-MM-DD), Street, City, Province,
            Postal code, Country. Every row is checked first: if one row has a problem, nothing is imported.
          </Trans>
        </p>
      }
      run={(fileId, companyId) =>
        client.session.api.importEmployeesFromFileQueryOperation({ files: [fileId], companyId })
      }
      done={(result) => (
        <Trans>
          Imported {result.imported} of <Plural value={result.rows} one="# row" other="# rows" />:{" "}
          <Plural value={result.created} one="# new account" other="# new accounts" />,{" "}
          <Plural value={result.linked} one="# person of another company" other="# people of other companies" /> added.
        </Trans>
      )}
      companyId={company?.id}
      backHref={company && userLinks.list(company.id)}
    />
  );
}
