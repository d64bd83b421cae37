import type { Vehicle } from "../../../shared/generated/vehicles";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { RecordPhoto } from "../../ui/record-photo";
import { editableFields } from "./editable-fields";

/** The vehicle's photo on the details screen, with upload (ui/record-photo.tsx, shared with equipment). */
export function VehicleImage({ vehicle, onChange }: { vehicle: Vehicle; onChange: (vehicle: Vehicle) => void }) {
  const client = usePortalClient();
  const save = async (imageId: string) =>
    onChange(
      await completePayload(
        client.session.api.vehicleSave({ id: vehicle.id, vehicle: { ...editableFields(vehicle), imageId } }),
      ),
    );
  return <RecordPhoto imageId={vehicle.imageId} name={vehicle.name} save={save} />;
}
