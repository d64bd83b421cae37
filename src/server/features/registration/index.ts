import { serverDomain } from "../../domain";
// The registration domain on the server (docs/accounts.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay. Other domains import it only through this file.
import { registrationHandlers } from "./handlers";

export const registrationDomain = serverDomain({ name: "registration", handlers: registrationHandlers });
