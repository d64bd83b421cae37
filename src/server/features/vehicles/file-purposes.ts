// What files are to a vehicle (src/server/file-purposes.ts): its picture, read by whoever may open the vehicle.
import { filePurpose, readableBy } from "../../file-purposes";

export const vehicleImage = filePurpose({ name: "vehicleImage", mayRead: readableBy("VehicleGetRequestEvent") });
