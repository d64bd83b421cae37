import type { Handlers } from "../ws/dispatch";
import { authHandlers } from "./auth/handlers";
import { recoveryHandlers } from "./auth/recovery";
import { registrationHandlers } from "./registration/handlers";
import { profileHandlers } from "./users/profile-handlers";
import { fileHandlers } from "./files/handlers";
import { vehicleHandlers } from "./vehicles/handlers";
import { userHandlers } from "./users/handlers";
import { importHandlers } from "./users/import-handler";
import { exportHandlers } from "./users/export";
import { companyHandlers } from "./company/handlers";

/** Every event's handler. Typed as the generated interface, so an event without a handler fails to compile. */
export function createHandlers(): Handlers {
  return {
    ...authHandlers,
    ...recoveryHandlers,
    ...registrationHandlers,
    ...profileHandlers,
    ...vehicleHandlers,
    ...fileHandlers,
    ...userHandlers,
    ...importHandlers,
    ...exportHandlers,
    ...companyHandlers,
  };
}
