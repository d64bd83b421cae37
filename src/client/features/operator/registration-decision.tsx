import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import type { AdminRegistration } from "../../../shared/generated/operator";
import { featureLabel } from "../../app/access-labels";
import { usePortalClient } from "../../app/client-context";
import { formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { LOCALE_NAMES } from "../../ui/language-picker";
import { heardAboutLabel } from "../accounts";
import { DETAILS_BOX, DetailItem } from "../company";
import { adminLinks } from "./admin-routes";
import { RegistrationStatusBadge } from "./registration-status";

/**
 * One registration: everything the applicant told us at sign-up, and the operator's decision — approve (the company
 * and its owner are created and the owner is mailed a set-password link) or reject with a reason mailed to them.
 */
export function RegistrationDecision({
  registration,
  onDecided,
  onClose,
}: {
  registration: AdminRegistration;
  onDecided: (r: AdminRegistration) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonProblem, setReasonProblem] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const r = registration;
  const run = async (work: () => Promise<AdminRegistration>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      onDecided(await work());
      setRejecting(false);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const approve = () =>
    run(() => completePayload(client.session.api.adminRegistrationApprove({ registrationId: r.id })));
  const reject = () => {
    if (reason.trim() === "") {
      setReasonProblem(t`Tell the applicant why.`);
      return;
    }
    void run(() =>
      completePayload(client.session.api.adminRegistrationReject({ registrationId: r.id, reason: reason.trim() })),
    );
  };
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      aria-label={t`Registration of ${r.companyName}`}
      data-testid="registration-details"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{r.companyName}</h2>
        <RegistrationStatusBadge status={r.status} />
        <button type="button" className="ml-auto text-sm text-blue-700 underline dark:text-blue-300" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <dl className={DETAILS_BOX}>
        <DetailItem label={t`Applicant`}>{`${r.first} ${r.last}`}</DetailItem>
        <DetailItem label={t`Email`}>{r.email}</DetailItem>
        <DetailItem label={t`Phone`}>{r.phone}</DetailItem>
        <DetailItem label={t`Role in the company`}>{r.role}</DetailItem>
        <DetailItem label={t`Website`}>{r.companyWebsite}</DetailItem>
        <DetailItem label={t`Location`}>{[r.city, r.province].filter(Boolean).join(", ")}</DetailItem>
        <DetailItem label={t`Fleet size`}>{r.fleetSize}</DetailItem>
        <DetailItem label={t`Heard about us`}>{r.heardAbout && heardAboutLabel(i18n, r.heardAbout)}</DetailItem>
        <DetailItem label={t`Features asked for`}>
          {r.features.map((feature) => featureLabel(i18n, feature)).join(", ")}
        </DetailItem>
        <DetailItem label={t`Received`}>{formatDateTime(r.createdDate)}</DetailItem>
        <DetailItem label={t`Code`}>{r.code}</DetailItem>
        <DetailItem label={t`Language`}>{LOCALE_NAMES[r.locale as keyof typeof LOCALE_NAMES] ?? r.locale}</DetailItem>
        <DetailItem label={t`Message`} className="sm:col-span-2">
          {r.other && <span className="whitespace-pre-line">{r.other}</span>}
        </DetailItem>
        {r.status !== "waiting" && (
          <DetailItem label={t`Decided`}>
            {r.decidedDate ? `${formatDateTime(r.decidedDate)}${r.decidedBy ? ` · ${r.decidedBy}` : ""}` : ""}
          </DetailItem>
        )}
        {r.rejectReason && <DetailItem label={t`Reason given`}>{r.rejectReason}</DetailItem>}
      </dl>
      <ErrorRow error={problem} />
      {r.status === "waiting" && !rejecting && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void approve()} disabled={busy} data-testid="approve-registration">
            <Trans>Approve and create the company</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => setRejecting(true)}
            disabled={busy}
            data-testid="reject-registration"
          >
            <Trans>Reject…</Trans>
          </Button>
        </div>
      )}
      {r.status === "waiting" && rejecting && (
        <div className="flex flex-col gap-2">
          <Field label={t`Reason (emailed to the applicant)`} error={reasonProblem}>
            {(p) => (
              <textarea
                {...p}
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(e) => (setReason(e.target.value), setReasonProblem(undefined))}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button onClick={reject} disabled={busy} data-testid="confirm-reject">
              <Trans>Reject registration</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </div>
      )}
      {r.companyId && (
        <Link
          className="self-start text-sm text-blue-700 underline dark:text-blue-300"
          href={adminLinks.companyDetails(r.companyId)}
          data-testid="registration-company"
        >
          {t`Open the company`}
        </Link>
      )}
    </section>
  );
}
