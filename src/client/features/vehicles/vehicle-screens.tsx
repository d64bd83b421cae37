// The vehicle screens as route components (one lazy chunk for the whole feature).
import { VehicleDetailsPage } from "./vehicle-details-page";
import { VehicleFormPage } from "./vehicle-form-page";
import { VehiclesListPage } from "./vehicles-list-page";

export const VehiclesListScreen = VehiclesListPage;
export const VehicleDetailsScreen = VehicleDetailsPage;
export const VehicleAddScreen = () => <VehicleFormPage mode="add" />;
export const VehicleCopyScreen = () => <VehicleFormPage mode="copy" />;
export const VehicleEditScreen = () => <VehicleFormPage mode="edit" />;
