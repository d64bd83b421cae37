import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { useLocation } from "wouter";

import type { Clock } from "../../shared/clock";
import { useClock } from "../app/client-context";
import type { TableColumn, TableSort } from "../ui/virtual-table/column";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import type { AllCompaniesScreens } from "./all-companies-screens";
import { AllCompaniesTable, type AllCompaniesTableProps } from "./all-companies-table";

/** `Row`: the domain's row; the screen's rows add the company's fields to it. */
export interface AllCompaniesListScreenProps<
  Row extends { id: string },
  Filter,
  Sort extends TableSort,
  Field extends string,
> extends Omit<
  AllCompaniesTableProps<Row & CompanyFields, Filter, Sort, Field>,
  "domain" | "label" | "columns" | "filter" | "onFilterChange" | "filters" | "onOpen"
> {
  /** The domain's screens over every company (admin-screens.ts): the list's name, and where a row leads. */
  screens: Pick<AllCompaniesScreens, "name" | "links">;
  /** The filter the screen opens with (usually the company screen's default). */
  initialFilter: Filter;
  /** The accessible name of the table. */
  label: MessageDescriptor;
  /** The domain's columns in the user's language (the Company column goes first by itself). */
  columns: (i18n: I18n, clock: Clock) => TableColumn<Row>[];
  /** The domain's own filters, after the company filter. */
  filters?: (filter: Filter, onChange: Dispatch<SetStateAction<Filter>>) => ReactNode;
  /** Where a row leads: its read-only details unless said otherwise (nowhere when it gives no address). */
  rowHref?: (row: Row & CompanyFields) => string | undefined;
}

/**
 * One domain's list over every company as an operator's screen (docs/operator.md "Cross-company lists"): the admin
 * frame, the domain's columns and filters, its filter state, and a row that opens the record. A domain's screen is
 * this component given its list spec, columns and filters.
 */
export function AllCompaniesListScreen<
  Row extends { id: string },
  Filter,
  Sort extends TableSort,
  Field extends string,
>({
  screens,
  initialFilter,
  label,
  columns: columnsOf,
  filters,
  rowHref,
  ...table
}: AllCompaniesListScreenProps<Row, Filter, Sort, Field>) {
  const { i18n } = useLingui();
  const clock = useClock();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<Filter>(initialFilter);
  // The columns follow the language; the clock and the builder are fixed for the screen's life.
  const columns = useMemo(() => columnsOf(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const hrefOf = rowHref ?? ((row: Row & CompanyFields) => screens.links.details(row.id));
  const open = useCallback(
    (row: Row & CompanyFields) => {
      const href = hrefOf(row);
      if (href) navigate(href);
    },
    [navigate], // oxlint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <AdminScreen>
      <AllCompaniesTable<Row & CompanyFields, Filter, Sort, Field>
        {...table}
        domain={screens.name}
        label={i18n._(label)}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        filters={filters?.(filter, setFilter)}
        onOpen={open}
      />
    </AdminScreen>
  );
}
