import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";

import type { Person } from "../../../shared/generated/users";
import { decodeIdFromUrl } from "../../../shared/ids";
import { fullName } from "../../../shared/rules/people";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { formatDate } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { LicencePhoto } from "./licence-photo";
import { LicenceStatus } from "./licence-status";
import { userLinks } from "./user-routes";

/**
 * `/portal/operator/users/license/{id}`: the person's licence class and expiry ("Expires in {0} days", or Expired)
 * and a photo of the licence.
 */
export function UserLicencePage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const params = useParams<{ id: string }>();
  const id = decodeIdFromUrl(params.id);
  const [person, setPerson] = useState<Person>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    if (!id) return setProblem(new ServerError("NotFound", t`This address does not name a user.`, 404));
    completePayload(client.session.api.userGet({ userId: id })).then(setPerson, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps
  if (!person)
    return problem ? (
      <RecordNotFound error={problem} backTo={company ? userLinks.list(company.id) : undefined} />
    ) : (
      <LoadingScreen />
    );
  const { user } = person;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          <Trans>Licence of {fullName(user)}</Trans>
        </h1>
        <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Licence class`}</dt>
            <dd className="mt-0.5">{user.licenseClass ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Licence expiry`}</dt>
            <dd className="mt-0.5">
              {user.licenseExpiry === undefined ? (
                "—"
              ) : (
                <>
                  {formatDate(user.licenseExpiry)} ·{" "}
                  <LicenceStatus expiry={user.licenseExpiry} now={client.clock.now()} />
                </>
              )}
            </dd>
          </div>
        </dl>
        <LicencePhoto person={person} onChange={setPerson} />
        <Link
          className="self-start text-sm text-blue-700 underline dark:text-blue-300"
          href={userLinks.details(user.id)}
        >
          <Trans>Back to the user</Trans>
        </Link>
      </div>
    </PortalLayout>
  );
}
