import { vehicleDisplayName } from "../../../shared/rules/vehicles";
import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { useClock } from "../../app/client-context";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { vehiclesOfEveryCompany } from "./admin-screens";
import { DefectBadge, InspectionValidity } from "./vehicle-badges";
import { VehicleFacts } from "./vehicle-details-page";

/** /portal/admin/vehicles/{id}: one vehicle of any company, its facts as its details screen shows them, read only. */
export function AdminVehiclePage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesVehicleGet({ id }));
  const clock = useClock();
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={vehiclesOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, vehicle } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading
          title={vehicleDisplayName(vehicle)}
          company={company}
          backTo={vehiclesOfEveryCompany.links.list()}
        >
          <DefectBadge defect={vehicle.defectType} />
          <InspectionValidity inspectedUntil={vehicle.inspectedUntil} nowMs={clock.now()} />
        </RecordHeading>
        <VehicleFacts vehicle={vehicle} />
      </div>
    </AdminScreen>
  );
}
