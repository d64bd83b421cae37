import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";

import type { VehicleScheduleSummary } from "../../../shared/generated/schedules";
import { usePortalClient } from "../../app/client-context";
import { useScheduleText } from "../../i18n/schedule-text";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { useMayCall } from "../inspections";
import { preloadOtherScheduleScreens } from "./schedule-route-table";
import { scheduleLinks } from "./schedule-routes";
import { useScheduleList } from "./use-schedule-list";

const CELL = "px-3 py-2 text-left";
/** Columns a phone leaves out: the section already says template or copy, and the name usually carries the number. */
const WIDE_ONLY = "hidden whitespace-nowrap sm:table-cell";

/** `/portal/operator/{companyId}/schedules`: the company's inspection schedules and the templates it can copy. */
export function SchedulesListPage() {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const list = useScheduleList(true);
  const mayCopy = useMayCall("ScheduleCopyFromTemplateRequestEvent");
  const [copying, setCopying] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  useEffect(preloadOtherScheduleScreens, []);

  const copy = async (source: VehicleScheduleSummary) => {
    setCopying(source.id);
    setProblem(undefined);
    try {
      const created = await completePayload(
        client.session.api.scheduleCopyFromTemplate({ sourceId: source.id, name: t`${source.name} (copy)` }),
      );
      navigate(scheduleLinks.edit(created.id));
    } catch (error) {
      setProblem(toServerError(error));
      setCopying(undefined);
    }
  };

  const table = (rows: VehicleScheduleSummary[], label: string, testId: string) => (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-sm" aria-label={label} data-testid={testId}>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th className={CELL}>{t`Name`}</th>
            <th className={`${CELL} ${WIDE_ONLY}`}>{t`Number`}</th>
            <th className={`${CELL} text-right`}>{t`Questions`}</th>
            <th className={`${CELL} text-right`}>{t`Vehicles`}</th>
            <th className={`${CELL} ${WIDE_ONLY}`}>{t`Kind`}</th>
            <th className={CELL}>
              <span className="sr-only">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 dark:border-slate-700" data-testid="schedule-row">
              <td className={CELL}>
                <Link
                  className="font-medium text-blue-700 underline dark:text-blue-300"
                  href={scheduleLinks.details(row.id)}
                >
                  {scheduleText(row.name)}
                </Link>
                {row.description && (
                  <div className="text-xs text-slate-600 dark:text-slate-400">{scheduleText(row.description)}</div>
                )}
              </td>
              <td className={`${CELL} ${WIDE_ONLY}`}>{row.number}</td>
              <td className={`${CELL} text-right tabular-nums`}>{row.questionCount}</td>
              <td className={`${CELL} text-right tabular-nums`}>{row.isTemplate ? "—" : row.vehicleCount}</td>
              <td className={`${CELL} ${WIDE_ONLY}`}>{row.isTemplate ? t`Template` : t`Company copy`}</td>
              <td className={`${CELL} text-right`}>
                {mayCopy && (
                  <Button
                    writes
                    variant="secondary"
                    className="whitespace-nowrap"
                    disabled={copying !== undefined}
                    onClick={() => void copy(row)}
                    aria-label={t`Copy ${row.name}`}
                  >
                    {copying === row.id ? <Trans>Copying…</Trans> : <Trans>Copy</Trans>}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">
            <Trans>Inspection schedules</Trans>
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              Drivers inspect each vehicle with its schedule (NSC Standard 13, 49 CFR 396.11). Copy a template to make
              it your own, then edit it and assign it to vehicles.
            </Trans>
          </p>
        </div>
        <ErrorRow error={problem ?? list.error} />
        {list.schedules === undefined ? (
          !list.error && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>Loading…</Trans>
            </p>
          )
        ) : (
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">
              <Trans>Your schedules</Trans>
            </h2>
            {list.schedules.length > 0 ? (
              table(list.schedules, t`Your schedules`, "company-schedules")
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <Trans>No schedules yet: copy a template below.</Trans>
              </p>
            )}
          </section>
        )}
        {list.templates.length > 0 && (
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">
              <Trans>Templates</Trans>
            </h2>
            {table(list.templates, t`Templates`, "schedule-templates")}
          </section>
        )}
      </div>
    </PortalLayout>
  );
}
