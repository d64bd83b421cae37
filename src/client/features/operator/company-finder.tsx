import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { useLocation } from "wouter";

import type { PlatformCompanyHit } from "../../../shared/generated/operator";
import { usePortalClient } from "../../app/client-context";
import { links } from "../../app/routes";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { viewCompanyReadOnly } from "./view-as";

/** Typing waits this long before asking, so a name typed quickly is one request. */
const TYPING_PAUSE_MS = 250;

/** "View as company" for one company: opens its portal read-only (audited) on its home screen. */
export function ViewAsButton({
  companyId,
  companyName,
  onProblem,
}: {
  companyId: string;
  companyName: string;
  onProblem: (problem: ServerError | undefined) => void;
}) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    onProblem(undefined);
    try {
      await viewCompanyReadOnly(client, companyId);
      navigate(links.operatorHome(companyId));
    } catch (error) {
      onProblem(toServerError(error));
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void open()}
      aria-label={t`View ${companyName} read-only`}
      className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium hover:border-blue-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800"
      data-testid="view-as-open"
    >
      <Trans>View read-only</Trans>
    </button>
  );
}

/** Finds a company by name or website and opens its portal read-only (the newest companies before anything is typed). */
export function CompanyFinder() {
  const { t } = useLingui();
  const client = usePortalClient();
  const inputId = useId();
  const [text, setText] = useState("");
  const [hits, setHits] = useState<PlatformCompanyHit[]>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      completePayload(client.session.api.platformCompanySearch({ text: text.slice(0, 100) }))
        .then((answer) => current && setHits(answer.companies))
        .catch((error: unknown) => current && setProblem(toServerError(error)));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, text]);
  return (
    <section
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
      aria-labelledby="company-finder-heading"
      data-testid="company-finder"
    >
      <h2 id="company-finder-heading" className="text-lg font-semibold">
        <Trans>Open a company read-only</Trans>
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          See a company's portal as it sees it. Nothing can be changed there, and each view is recorded in the audit
          log.
        </Trans>
      </p>
      <label htmlFor={inputId} className="mt-2 block text-sm font-medium">
        <Trans>Company name or website</Trans>
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-1.5 dark:border-slate-600 dark:bg-slate-900"
        data-testid="company-finder-input"
      />
      <ErrorRow error={problem} />
      <ul
        className="mt-2 flex flex-col divide-y divide-slate-100 dark:divide-slate-700"
        aria-label={t`Companies found`}
        aria-busy={hits === undefined}
      >
        {hits?.map((hit) => (
          <li
            key={hit.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="company-finder-hit"
          >
            <span className="min-w-0">
              <span className="font-medium">{hit.name}</span>
              {hit.website && <span className="ml-2 text-sm text-slate-600 dark:text-slate-300">{hit.website}</span>}
              {hit.state !== "active" && (
                <span className="ml-2 text-xs text-slate-500">
                  <Trans>(inactive)</Trans>
                </span>
              )}
            </span>
            <ViewAsButton companyId={hit.id} companyName={hit.name} onProblem={setProblem} />
          </li>
        ))}
        {hits?.length === 0 && (
          <li className="py-2 text-sm text-slate-600 dark:text-slate-300">
            <Trans>No company matches.</Trans>
          </li>
        )}
      </ul>
    </section>
  );
}
