// The equipment form as route components (add and edit share one chunk).
import { EquipmentFormPage } from "./equipment-form-page";

export const EquipmentAddScreen = () => <EquipmentFormPage mode="add" />;
export const EquipmentEditScreen = () => <EquipmentFormPage mode="edit" />;
