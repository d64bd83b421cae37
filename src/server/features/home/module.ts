// The home domain on the server (docs/home.md): what it adds to the dispatcher, the HTTP side, the jobs and the change
// relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { homeHandlers } from "./handlers";

export const homeDomain = serverDomain({ name: "home", handlers: homeHandlers });
