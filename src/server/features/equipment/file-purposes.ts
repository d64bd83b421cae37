// What files are to a piece of equipment (src/server/file-purposes.ts): its picture, read by whoever may open it.
import { filePurpose, readableBy } from "../../file-purposes";

export const equipmentImage = filePurpose({ name: "equipmentImage", mayRead: readableBy("EquipmentGetRequestEvent") });
