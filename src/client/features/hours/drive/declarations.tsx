import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { MyHours } from "../../../../shared/generated/hours";
import { usePortalClient } from "../../../app/client-context";
import { BIG_BUTTON } from "../../../drive/drive-layout";
import { completePayload } from "../../../sync/complete-payload";
import { toServerError, type ServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";

const SECONDARY = `${BIG_BUTTON} border border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100`;

/**
 * What the driver declares beside the statuses: a deferral of off-duty time (SOR/2005-313 s.16(e): only a declared
 * deferral counts) and adverse driving conditions (s.76, 49 CFR 395.1(b)(1)). Both are commands, queued offline.
 */
export function Declarations({ hours, onHours }: { hours: MyHours; onHours: (hours: MyHours) => void }) {
  const { t } = useLingui();
  const client = usePortalClient();
  const noteId = useId();
  const [adverse, setAdverse] = useState(false);
  const [note, setNote] = useState("");
  const [sent, setSent] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  const send = (request: Promise<MyHours>, done: string) => {
    setProblem(undefined);
    setSent(done);
    request.then(onHours, (error: unknown) => {
      setSent(undefined);
      setProblem(toServerError(error));
    });
  };
  const declareDeferral = () => {
    onHours({ ...hours, deferralDeclaredToday: true });
    send(completePayload(client.session.api.deferralDeclare({ day1: hours.today })), t`Deferral declared for today.`);
  };
  const declareAdverse = () => {
    if (note.trim() === "") return;
    send(
      completePayload(client.session.api.adverseConditionsDeclare({ at: client.clock.now(), note: note.trim() })),
      t`Adverse driving conditions declared.`,
    );
    setAdverse(false);
    setNote("");
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="declare-heading">
      <h2 id="declare-heading" className="text-lg font-semibold">
        <Trans>Declare</Trans>
      </h2>
      {hours.deferralDeclaredToday ? (
        <p className="rounded-xl bg-slate-100 px-3 py-2 text-base dark:bg-slate-800" data-testid="deferral-declared">
          <Trans>Deferral of off-duty time declared for today (SOR/2005-313 s.16).</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <button type="button" className={SECONDARY} onClick={declareDeferral} data-testid="declare-deferral">
            <Trans>Defer off-duty time to tomorrow</Trans>
          </button>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              Up to 2 hours of today's off-duty time, added to tomorrow's 8-hour rest; 20 hours off and at most 26 hours
              of driving over the two days (SOR/2005-313 s.16).
            </Trans>
          </span>
        </div>
      )}
      {adverse ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={noteId} className="text-base font-medium">
            <Trans>What conditions did you meet?</Trans>
          </label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t`Snow, freezing rain, a closed road…`}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          />
          <button
            type="button"
            className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
            disabled={note.trim() === ""}
            onClick={declareAdverse}
            data-testid="declare-adverse-confirm"
          >
            <Trans>Declare adverse conditions now</Trans>
          </button>
        </div>
      ) : (
        <button type="button" className={SECONDARY} onClick={() => setAdverse(true)} data-testid="declare-adverse">
          <Trans>Adverse driving conditions</Trans>
        </button>
      )}
      {sent && (
        <p role="status" className="text-base text-green-900 dark:text-green-100">
          {sent}
        </p>
      )}
      <ErrorRow error={problem} />
    </section>
  );
}
