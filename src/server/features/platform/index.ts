import { serverDomain } from "../../domain";
// The platform domain on the server (docs/operator.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay. Other domains import it only through this file.
import { platformHandlers } from "./handlers";

export const platformDomain = serverDomain({ name: "platform", handlers: platformHandlers });
