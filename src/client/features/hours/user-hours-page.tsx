import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";

import { decodeIdFromUrl } from "../../../shared/ids";
import { fullName } from "../../../shared/rules/people";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError } from "../../sync/server-error";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { userLinks } from "../users";
import { EldImportLink } from "./eld-import-link";
import { TimesheetsTable } from "./timesheets-table";

/** `/users/{id}/hours` (docs/hours.md "Screens"): the timesheet list of one employee, every day, newest first. */
export function UserHoursPage() {
  const client = usePortalClient();
  const id = decodeIdFromUrl(useParams<{ id: string }>().id);
  const [name, setName] = useState("");
  useEffect(() => {
    if (!id) return;
    completePayload(client.session.api.userGet({ userId: id })).then(
      (person) => setName(fullName(person.user)),
      () => undefined,
    );
  }, [client, id]);
  if (!id) return <RecordNotFound error={new ServerError("NotFound", "", 404)} />;
  return (
    <PortalLayout>
      <TimesheetsTable
        userId={id}
        heading={
          <>
            <h1 className="text-2xl font-semibold" data-testid="hours-of">
              {name ? <Trans>Hours of {name}</Trans> : <Trans>Hours of this employee</Trans>}
            </h1>
            <Link className="text-sm text-blue-700 underline dark:text-blue-300" href={userLinks.details(id)}>
              <Trans>User details</Trans>
            </Link>
            <EldImportLink userId={id} />
          </>
        }
      />
    </PortalLayout>
  );
}
