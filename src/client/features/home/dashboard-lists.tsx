import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";

import type { ComplianceListFilter } from "../../../shared/generated/compliance";
import type { VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { fetchListWindow } from "../../sync/list-spec";
import type { WindowPage } from "../../sync/windowed-list";
import { ErrorRow } from "../../ui/error-row";
import {
  complianceLink,
  kindLabel,
  DEFAULT_COMPLIANCE_SORT,
  complianceListSpec,
  type ComplianceRow,
  complianceLinks,
} from "../compliance";
import { LicenceStatus } from "../users";
import { vehicleListSpec, type VehicleRow, vehicleLinks } from "../vehicles";
import { useCompanyQuery } from "./use-company-query";

/** The first rows of a list: the dashboard shows these, the list has the rest. */
const FIRST_ROWS = 10;
const DUE_SOON: ComplianceListFilter = { state: "expiring", kind: "all", expiringWeeks: 4 };
const OUT_OF_SERVICE: VehicleListFilter = { status: "active", defect: "major" };
const BY_NAME: VehicleSort = { column: "name", direction: "asc" };

function ListCard<R extends { id: string }>({
  title,
  href,
  page,
  error,
  empty,
  testId,
  row,
}: {
  title: ReactNode;
  href: string;
  page: WindowPage<R> | undefined;
  error: Parameters<typeof ErrorRow>[0]["error"];
  empty: ReactNode;
  testId: string;
  row: (item: R) => ReactNode;
}) {
  return (
    <section
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
      data-testid={testId}
    >
      <h2 className="mb-2 flex flex-wrap items-baseline justify-between gap-2 font-semibold">
        <span>{title}</span>
        {page && (
          <Link href={href} className="text-sm font-normal text-blue-700 hover:underline dark:text-blue-300">
            <Trans>See all ({page.count})</Trans>
          </Link>
        )}
      </h2>
      <ErrorRow error={error} />
      {!page && !error && <div className="h-24" aria-busy="true" />}
      {page && page.ids.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>}
      {page && page.ids.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-700">
          {page.ids.map((id) => {
            const item = page.items[id];
            return item ? (
              <li key={id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                {row(item)}
              </li>
            ) : null;
          })}
        </ul>
      )}
    </section>
  );
}

/** What expires soon (not yet expired), soonest first, from the compliance list; each row opens its record. */
export function DueSoonList({ companyId, nowMs }: { companyId: string; nowMs: number }) {
  const { i18n } = useLingui();
  const { data: page, error } = useCompanyQuery(`due:${companyId}`, (api) =>
    fetchListWindow(
      complianceListSpec,
      api,
      { filter: DUE_SOON, sort: DEFAULT_COMPLIANCE_SORT, fields: ["kind", "label", "ownerId", "expiresAt"] },
      0,
      FIRST_ROWS,
    ),
  );
  return (
    <ListCard<ComplianceRow>
      title={<Trans>Due soon</Trans>}
      href={complianceLinks.list(companyId, {
        state: DUE_SOON.state,
        kind: DUE_SOON.kind,
        expiringWeeks: DUE_SOON.expiringWeeks,
      })}
      page={page}
      error={error}
      empty={<Trans>Nothing expires within 4 weeks.</Trans>}
      testId="due-soon"
      row={(item) => (
        <>
          <span className="min-w-0">
            <Link
              href={complianceLink(item.kind, item.ownerId) ?? complianceLinks.list(companyId)}
              className="font-medium text-blue-700 hover:underline dark:text-blue-300"
            >
              {item.label}
            </Link>{" "}
            <span className="text-slate-600 dark:text-slate-300">{kindLabel(i18n, item.kind)}</span>
          </span>
          {item.expiresAt !== undefined && (
            <LicenceStatus expiry={item.expiresAt} now={nowMs} testIdPrefix="due-soon" />
          )}
        </>
      )}
    />
  );
}

/** Active vehicles with an open major defect (out of service, docs/home.md "Rules"); each row opens the vehicle. */
export function OutOfServiceList({ companyId }: { companyId: string }) {
  const { data: page, error } = useCompanyQuery(`oos:${companyId}`, (api) =>
    fetchListWindow(
      vehicleListSpec,
      api,
      { filter: OUT_OF_SERVICE, sort: BY_NAME, fields: ["name", "plate"] },
      0,
      FIRST_ROWS,
    ),
  );
  return (
    <ListCard<VehicleRow>
      title={<Trans>Out of service</Trans>}
      href={vehicleLinks.list(companyId, { defect: "major" })}
      page={page}
      error={error}
      empty={<Trans>No vehicle is out of service.</Trans>}
      testId="out-of-service"
      row={(item) => (
        <>
          <Link
            href={vehicleLinks.details(item.id)}
            className="font-medium text-blue-700 hover:underline dark:text-blue-300"
          >
            {item.name}
          </Link>
          <span className="text-slate-600 dark:text-slate-300">{item.plate}</span>
        </>
      )}
    />
  );
}
