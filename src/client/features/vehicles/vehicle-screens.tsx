// The vehicle form as route components (add, copy, edit share one chunk).
import { VehicleFormPage } from "./vehicle-form-page";

export const VehicleAddScreen = () => <VehicleFormPage mode="add" />;
export const VehicleCopyScreen = () => <VehicleFormPage mode="copy" />;
export const VehicleEditScreen = () => <VehicleFormPage mode="edit" />;
