import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState, type ReactNode } from "react";

import { completePayload } from "../sync/complete-payload";
import type { ListShape, ListSource, ListSpec } from "../sync/list-spec";
import { ListScreen, type ListScreenProps } from "../ui/list-screen";
import type { PickedRecord } from "../ui/record-picker";
import type { TableColumn, TableSort } from "../ui/virtual-table/column";
import { crossCompanyListKey, rowsWithCompany, type CompanyFields } from "./all-companies-query";
import { CompanyFilter } from "./company-filter";
import { useAllCompaniesLive } from "./use-all-companies-live";

type Window<Filter, Sort, Field extends string> = NonNullable<
  ListSpec<{ id: string }, Filter, Sort, Field>["allCompanies"]
>;

export interface AllCompaniesTableProps<
  Row extends { id: string } & CompanyFields,
  Filter,
  Sort extends TableSort,
  Field extends string,
> extends Omit<ListScreenProps<Row, Filter, Sort>, "spec" | "source" | "countId" | "empty" | "filters"> {
  /** The domain's name: the store key's, the live list's (schema AllCompaniesLiveList) and the count's test id. */
  domain: string;
  /** The domain's list: its defaults, its columns' fields and the column choice shared with the company's screen. */
  spec: ListShape<Filter, Sort, Field> | ListSpec<Row, Filter, Sort, Field>;
  /** One window of the list over every company: the spec's allCompanies event unless given here. */
  window?: Window<Filter, Sort, Field>;
  /** The domain's own filters, after the company filter. */
  filters?: ReactNode;
  /**
   * How a changed item of the live list becomes its row, where the domain's notification items are not rows already
   * (the same mapping the company's own list applies to them).
   */
  liveRow?: (item: never) => object;
}

/** Hoisted: the Company column of every cross-company list. */
function companyColumn<Row extends CompanyFields>(header: string): TableColumn<Row> {
  return {
    id: "company",
    header,
    width: 190,
    hideable: false,
    cell: (row) => (
      <span className="truncate font-medium" title={row.companyName}>
        {row.companyName ?? ""}
      </span>
    ),
  };
}

/**
 * An operator's list over every company (docs/operator.md "Cross-company lists"): the domain's list screen with a
 * Company column and a company filter, its windows from the domain's AllCompanies…List event. The server answers
 * them from the same list engine as the company's screen, so 10⁶ rows scroll and jump as they do there. A list named
 * in schema AllCompaniesLiveList is live: while it is shown, its changes in any company (or the chosen one) patch
 * its rows and recount it as a company's own list does (use-all-companies-live.ts).
 */
export function AllCompaniesTable<
  Row extends { id: string } & CompanyFields,
  Filter,
  Sort extends TableSort,
  Field extends string,
>(props: AllCompaniesTableProps<Row, Filter, Sort, Field>) {
  const { domain, spec } = props;
  const { i18n } = useLingui();
  const [company, setCompany] = useState<PickedRecord>();
  const companyId = company?.id;
  const windowOf = props.window ?? (spec as ListSpec<Row, Filter, Sort, Field>).allCompanies;
  const live = useAllCompaniesLive<Row>(domain, companyId, props.liveRow);
  const source = useMemo(
    (): ListSource<Row, Filter, Sort> => ({
      key: (filter, sort) => crossCompanyListKey(domain, companyId, filter, sort),
      async fetchWindow(api, { filter, sort, fields }, offset, limit) {
        if (!windowOf) throw new Error(`the ${domain} list has no cross-company event`);
        const request = { ...(companyId ? { companyId } : {}), filter, sort, offset, limit, fields: fields as Field[] };
        return rowsWithCompany<Row>(await completePayload(windowOf(api, request)));
      },
      listenChanges: live && ((_live, apply) => live(apply)),
    }),
    [domain, companyId, windowOf, live],
  );
  const columns = useMemo(
    () => [companyColumn<Row>(i18n._(msg`Company`)), ...props.columns],
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale, props.columns],
  );
  return (
    <ListScreen<Row, Filter, Sort>
      {...props}
      spec={spec}
      source={source}
      countId={domain}
      columns={columns}
      columnSearch={props.columnSearch ?? false}
      filters={
        <div className="flex flex-wrap items-end gap-2">
          <CompanyFilter value={company} onChange={setCompany} />
          {props.filters}
        </div>
      }
      className="h-[calc(100vh-12rem)]"
    />
  );
}
