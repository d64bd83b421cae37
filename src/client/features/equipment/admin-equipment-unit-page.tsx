import { Trans } from "@lingui/react/macro";

import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { DefectBadge } from "../vehicles";
import { equipmentOfEveryCompany } from "./admin-screens";
import { EquipmentFacts } from "./equipment-details-page";

/** /portal/admin/equipment/{id}: one unit of any company's equipment, its facts as its details screen shows them, read only. */
export function AdminEquipmentUnitPage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesEquipmentGet({ id }));
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={equipmentOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, equipment } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={equipment.name} company={company} backTo={equipmentOfEveryCompany.links.list()}>
          <DefectBadge defect={equipment.defectType} />
          {equipment.deleted && (
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
              <Trans>Removed</Trans>
            </span>
          )}
        </RecordHeading>
        <EquipmentFacts equipment={equipment} />
      </div>
    </AdminScreen>
  );
}
