import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useParams } from "wouter";

import type { CheckIn } from "../../../shared/generated/checkins";
import { decodeIdFromUrl } from "../../../shared/ids";
import { usePortalClient } from "../../app/client-context";
import { formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { checkInLinks } from "./checkin-routes";
import { ResultBadge } from "./result-badge";

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5">{children || <span className="text-slate-500 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

/** The check-in's result, time, reason, day and place (its details screen, and the operator's read-only view). */
export function CheckInFacts({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useLingui();
  const { location } = checkIn;
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
      <Item label={t`Result`}>
        <ResultBadge result={checkIn.result} />
      </Item>
      <Item label={t`Time`}>{checkIn.createdDate === undefined ? "" : formatDateTime(checkIn.createdDate)}</Item>
      {checkIn.result !== "None" && (
        <Item label={t`Reason`} className="sm:col-span-2">
          <span data-testid="checkin-reason" className="whitespace-pre-wrap">
            {checkIn.reason}
          </span>
        </Item>
      )}
      <Item label={t`Day`}>{checkIn.day}</Item>
      <Item label={t`Location`}>
        {location && (
          <span data-testid="checkin-location">
            {location.latitude.toFixed(5)}, {location.longitude.toFixed(5)}
            {location.accuracy !== undefined && (
              <span className="text-slate-500"> (±{Math.round(location.accuracy)} m)</span>
            )}
          </span>
        )}
      </Item>
    </dl>
  );
}

/** `/portal/operator/checkins/{id}/details` (docs/checkins.md "Screens"): who, when, the result, its reason, where. */
export function CheckInDetailsPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const params = useParams<{ id: string }>();
  const id = decodeIdFromUrl(params.id);
  const [checkIn, setCheckIn] = useState<CheckIn>();
  const [problem, setProblem] = useState<ServerError>();

  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name a check-in.`, 404));
      return;
    }
    completePayload(client.session.api.checkInGet({ id })).then(setCheckIn, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps

  if (!checkIn) return problem ? <RecordNotFound error={problem} backTo={checkInLinks.list()} /> : <LoadingScreen />;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="checkin-title">
            <Trans>Check-in of {checkIn.employeeName}</Trans>
          </h1>
          <Link
            className="ml-auto rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
            href={checkInLinks.list()}
          >
            <Trans>All check-ins</Trans>
          </Link>
        </div>
        <CheckInFacts checkIn={checkIn} />
      </div>
    </PortalLayout>
  );
}
