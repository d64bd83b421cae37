import { vehicleDisplayName } from "../../../shared/rules/vehicles";
import { useClock } from "../../app/client-context";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { DefectBadge, InspectionValidity } from "../vehicles/vehicle-badges";
import { VehicleFacts } from "../vehicles/vehicle-details-page";
import { AdminScreen } from "./admin-screen";
import { allCompaniesLinks } from "./allcompanies-routes";
import { RecordHeading } from "./record-heading";
import { useCrossCompanyRecord } from "./use-cross-company-record";

/** /portal/admin/vehicles/{id}: one vehicle of any company, its facts as its details screen shows them, read only. */
export function AdminVehiclePage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesVehicleGet({ id }));
  const clock = useClock();
  if (!record)
    return problem ? <RecordNotFound error={problem} backTo={allCompaniesLinks.vehicles()} /> : <LoadingScreen />;
  const { company, vehicle } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={vehicleDisplayName(vehicle)} company={company} backTo={allCompaniesLinks.vehicles()}>
          <DefectBadge defect={vehicle.defectType} />
          <InspectionValidity inspectedUntil={vehicle.inspectedUntil} nowMs={clock.now()} />
        </RecordHeading>
        <VehicleFacts vehicle={vehicle} />
      </div>
    </AdminScreen>
  );
}
