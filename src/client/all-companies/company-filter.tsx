import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";

import type { Api } from "../../shared/generated/client";
import { usePortalClient } from "../app/client-context";
import { completePayload } from "../sync/complete-payload";
import { RecordPicker, type PickedRecord } from "../ui/record-picker";

const SHOWN = 8;

/** The first companies whose name contains the typed text, by name. */
export async function searchCompanies(api: Api, text: string): Promise<PickedRecord[]> {
  const { companies } = await completePayload(
    api.allCompaniesCompanyOptions({ ...(text ? { search: text } : {}), limit: SHOWN }),
  );
  return companies.map((company) => ({ id: company.id, label: company.name }));
}

/** The operator's company filter: any company, or one found by typing its name (1,000 companies: never a <select>). */
export function CompanyFilter({
  value,
  onChange,
}: {
  value: PickedRecord | undefined;
  onChange: (company: PickedRecord | undefined) => void;
}) {
  const { t } = useLingui();
  const client = usePortalClient();
  const search = useCallback((text: string) => searchCompanies(client.session.api, text), [client]);
  return (
    <RecordPicker label={t`Company`} placeholder={t`Any company`} value={value} search={search} onChange={onChange} />
  );
}
