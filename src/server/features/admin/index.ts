import { serverDomain } from "../../domain";
// The admin domain on the server (docs/operator.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay. Other domains import it only through this file.
import { adminHandlers } from "./handlers";

export const adminDomain = serverDomain({ name: "admin", handlers: adminHandlers });
