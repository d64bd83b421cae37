import { Trans } from "@lingui/react/macro";

import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { EquipmentFacts } from "../equipment/equipment-details-page";
import { DefectBadge } from "../vehicles/vehicle-badges";
import { AdminScreen } from "./admin-screen";
import { allCompaniesLinks } from "./allcompanies-routes";
import { RecordHeading } from "./record-heading";
import { useCrossCompanyRecord } from "./use-cross-company-record";

/** /portal/admin/equipment/{id}: one unit of any company's equipment, its facts as its details screen shows them, read only. */
export function AdminEquipmentUnitPage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesEquipmentGet({ id }));
  if (!record)
    return problem ? <RecordNotFound error={problem} backTo={allCompaniesLinks.equipment()} /> : <LoadingScreen />;
  const { company, equipment } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={equipment.name} company={company} backTo={allCompaniesLinks.equipment()}>
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
