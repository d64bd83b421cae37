import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useParams } from "wouter";

import type { Person, PreferenceValue } from "../../../shared/generated/users";
import { decodeIdFromUrl } from "../../../shared/ids";
import { displayEmail, fullName, initials, locationText } from "../../../shared/rules/people";
import { useClock, useCurrentUser, usePortalClient } from "../../app/client-context";
import { formatDate, formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { hoursLinks } from "../hours";
import { inspectionLinks } from "../inspections";
import { LicenceStatus } from "./licence-status";
import { roleLabel, stateLabel } from "./people-labels";
import { RemoveUserDialog } from "./remove-user-dialog";
import { userLinks } from "./user-routes";

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5">{children || <span className="text-slate-500 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

/** The person's account and employment facts (their details screen, and the operator's read-only view). */
export function PersonFacts({ person }: { person: Person }) {
  const { t, i18n } = useLingui();
  const { user, employee } = person;
  const name = fullName(user);
  const now = useClock().now();
  const preference = (value: PreferenceValue | undefined) =>
    value === "yes" ? t`Yes` : value === "no" ? t`No` : t`Company setting`;
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
      <Item label={t`Email`}>{displayEmail(user.email)}</Item>
      <Item label={t`Phone`}>{user.phone}</Item>
      <Item label={t`Roles`} className="sm:col-span-2">
        <ul className="flex flex-wrap gap-1" data-testid="user-roles">
          {employee.roles.map((role) => (
            <li
              key={role}
              className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100"
            >
              {roleLabel(i18n, role)}
            </li>
          ))}
        </ul>
      </Item>
      <Item label={t`Employment ID`}>{employee.employmentId}</Item>
      <Item label={t`Compliance`}>{employee.complianceType === "excluded" ? t`Excluded` : t`Included`}</Item>
      <Item label={t`Start date`}>{employee.startDate !== undefined ? formatDate(employee.startDate) : ""}</Item>
      <Item label={t`End date`}>{employee.endDate !== undefined ? formatDate(employee.endDate) : ""}</Item>
      <Item label={t`Licence class`}>{user.licenseClass}</Item>
      <Item label={t`Licence expiry`}>
        {user.licenseExpiry !== undefined && (
          <span data-testid="licence-expiry">
            {formatDate(user.licenseExpiry)} · <LicenceStatus expiry={user.licenseExpiry} now={now} />
          </span>
        )}
      </Item>
      <Item label={t`Address`} className="sm:col-span-2">
        {locationText({
          street: user.street ?? "",
          city: user.city ?? "",
          jurisdiction: user.jurisdiction ?? "",
          postal: user.postal ?? "",
        })}
      </Item>
      <Item label={t`Last sign-in`}>{user.lastSignIn !== undefined ? formatDateTime(user.lastSignIn) : ""}</Item>
      <Item label={t`Password`}>{person.hasPassword ? t`Chosen` : t`Not chosen yet`}</Item>
      <Item label={t`Timesheet started before inspection`}>
        {preference(employee.preferences?.timesheetStartedBeforeInspection)}
      </Item>
      <Item label={t`Inspections emailed to the employee`}>
        {preference(employee.preferences?.inspectionEmailedToEmployee)}
      </Item>
      <Item label={t`Driver can update their profile`}>{preference(employee.preferences?.driverCanUpdateProfile)}</Item>
      {person.signature && (
        <Item label={t`Signature`}>
          <img src={person.signature} alt={t`Signature of ${name}`} className="max-h-24 bg-white" />
        </Item>
      )}
    </dl>
  );
}

/** `/users/{id}/details`: one person of the company, live, with edit, remove and restore. */
export function UserDetailsPage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const params = useParams<{ id: string }>();
  const id = decodeIdFromUrl(params.id);
  const [person, setPerson] = useState<Person>();
  const [problem, setProblem] = useState<ServerError>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a user.`, 404));
      return;
    }
    const load = () =>
      completePayload(client.session.api.userGet({ userId: id })).then(setPerson, (error: unknown) =>
        setProblem(toServerError(error)),
      );
    return client.live.followRecord("UsersChangedNotification", id, () => void load(), setPerson);
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps

  const setRemoved = async (removed: boolean) => {
    if (!person) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const userId = person.user.id;
      setPerson(
        await completePayload(
          removed ? client.session.api.userRemove({ userId }) : client.session.api.userRestore({ userId }),
        ),
      );
      setConfirming(false);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  if (!person)
    return problem ? (
      <RecordNotFound error={problem} backTo={company ? userLinks.list(company.id) : undefined} />
    ) : (
      <LoadingScreen />
    );
  const { user, employee } = person;
  const name = fullName(user);
  const removed = employee.state === "inactive" || employee.state === "removed";
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100"
          >
            {initials(user)}
          </span>
          <h1 className="text-2xl font-semibold" data-testid="user-title">
            {name}
          </h1>
          <span
            className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100"
            data-testid="user-state"
          >
            {stateLabel(i18n, employee.state)}
          </span>
          <div className="ml-auto flex flex-wrap gap-2">
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
              href={userLinks.edit(user.id)}
            >
              <Trans>Edit</Trans>
            </Link>
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
              href={userLinks.licence(user.id)}
            >
              <Trans>Licence</Trans>
            </Link>
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
              href={inspectionLinks.ofUser(user.id)}
            >
              <Trans>Inspections</Trans>
            </Link>
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
              href={hoursLinks.ofUser(user.id)}
            >
              <Trans>Hours</Trans>
            </Link>
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
              href={userLinks.file(user.id)}
            >
              <Trans>Employee file</Trans>
            </Link>
            {removed ? (
              <Button writes onClick={() => void setRemoved(false)} disabled={busy}>
                <Trans>Restore</Trans>
              </Button>
            ) : (
              <Button writes variant="secondary" onClick={() => setConfirming(true)}>
                <Trans>Remove</Trans>
              </Button>
            )}
          </div>
        </div>
        <ErrorRow error={confirming ? undefined : problem} />
        <PersonFacts person={person} />
      </div>
      <RemoveUserDialog
        name={name}
        open={confirming}
        busy={busy}
        problem={problem}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void setRemoved(true)}
      />
    </PortalLayout>
  );
}
