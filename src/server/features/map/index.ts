import { serverDomain } from "../../domain";
// The map domain on the server (docs/map.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay. Other domains import it only through this file.
import { mapHandlers } from "./handlers";

export const mapDomain = serverDomain({ name: "map", handlers: mapHandlers });
