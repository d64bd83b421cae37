import { serverDomain } from "../../domain";
// The home domain on the server (docs/home.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay. Other domains import it only through this file.
import { homeHandlers } from "./handlers";

export const homeDomain = serverDomain({ name: "home", handlers: homeHandlers });
