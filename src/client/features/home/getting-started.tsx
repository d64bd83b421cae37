// The getting-started checklist on home (docs/home.md "Getting started"): a new company's three steps — its vehicles,
// its people, its inspection schedules — each with the way to do it, until all are done. The server reads each step
// from the records (CompanySetupRequestEvent), so it ticks whichever screen did the work.
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Circle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";

import type { CompanySetup } from "../../../shared/generated/company";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { useMayCall } from "../inspections";
import { scheduleLinks } from "../schedules";
import { userLinks } from "../users";
import { vehicleLinks } from "../vehicles";
import { useCompanyQuery } from "./use-company-query";

const LINK = "text-blue-700 underline dark:text-blue-300";

/** Whether every step the company has is done: the checklist is then gone. */
export const setupDone = (setup: CompanySetup) => Object.values(setup).every((done) => done);

function Step({
  done,
  testId,
  title,
  children,
}: {
  done: boolean;
  testId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <li className="flex gap-3" data-testid={testId} data-done={done}>
      {done ? (
        <CheckCircle2 aria-label={t`Done`} className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <Circle aria-label={t`To do`} className="mt-0.5 size-5 shrink-0 text-slate-400" />
      )}
      <div className="flex flex-col gap-1">
        <span className={done ? "font-medium text-slate-500 line-through dark:text-slate-400" : "font-medium"}>
          {title}
        </span>
        {!done && <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">{children}</div>}
      </div>
    </li>
  );
}

export function GettingStarted({ companyId }: { companyId: string }) {
  const client = usePortalClient();
  const allowed = useMayCall("CompanySetupRequestEvent");
  const { data, error } = useCompanyQuery<CompanySetup>(allowed ? `setup:${companyId}` : undefined, (api) =>
    completePayload(api.companySetup({})),
  );
  const [kept, setKept] = useState<CompanySetup>();
  const [keeping, setKeeping] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const setup = kept ?? data;
  if (!allowed) return null;
  if (!setup) return <ErrorRow error={error} />;
  if (setupDone(setup)) return null;
  const steps = Object.values(setup);
  const keepStandard = () => {
    setKeeping(true);
    setProblem(undefined);
    completePayload(client.session.api.companySchedulesChosen({}))
      .then(setKept, (failure: unknown) => setProblem(toServerError(failure)))
      .finally(() => setKeeping(false));
  };
  return (
    <section
      aria-labelledby="getting-started-heading"
      className="rounded-lg border border-blue-200 bg-blue-50 p-4 dark:border-blue-900 dark:bg-slate-800"
      data-testid="getting-started"
    >
      <h2 id="getting-started-heading" className="text-lg font-semibold">
        <Trans>Getting started</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300" data-testid="getting-started-progress">
        <Trans>
          {steps.filter(Boolean).length} of {steps.length} done. This list goes away once every step is.
        </Trans>
      </p>
      <ol className="flex flex-col gap-3">
        {setup.vehicles !== undefined && (
          <Step done={setup.vehicles} testId="setup-vehicles" title={<Trans>Add your vehicles and trailers</Trans>}>
            <Link className={LINK} href={vehicleLinks.add(companyId)}>
              <Trans>Add a vehicle</Trans>
            </Link>
            <Link className={LINK} href={vehicleLinks.import(companyId)}>
              <Trans>Import them from a spreadsheet</Trans>
            </Link>
          </Step>
        )}
        <Step done={setup.people} testId="setup-people" title={<Trans>Invite your people</Trans>}>
          <Link className={LINK} href={userLinks.invite(companyId)}>
            <Trans>Invite a user</Trans>
          </Link>
          <Link className={LINK} href={userLinks.import(companyId)}>
            <Trans>Import them from a spreadsheet</Trans>
          </Link>
        </Step>
        {setup.schedules !== undefined && (
          <Step done={setup.schedules} testId="setup-schedules" title={<Trans>Choose your inspection schedules</Trans>}>
            <span className="basis-full text-slate-600 dark:text-slate-300">
              <Trans>
                Drivers inspect trucks and trailers with NSC 13 Schedule 1 and buses with Schedule 2 unless you choose
                otherwise.
              </Trans>
            </span>
            <Link className={LINK} href={scheduleLinks.list(companyId)}>
              <Trans>Review the schedules</Trans>
            </Link>
            <Button
              writes
              variant="secondary"
              onClick={keepStandard}
              disabled={keeping}
              data-testid="keep-standard-schedules"
            >
              <Trans>Keep the standard schedules</Trans>
            </Button>
          </Step>
        )}
      </ol>
      <ErrorRow error={problem} />
    </section>
  );
}
