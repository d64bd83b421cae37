import type { Handlers } from "../ws/dispatch";
import { authHandlers } from "./auth/handlers";

/** Every event's handler. Typed as the generated interface, so an event without a handler fails to compile. */
export function createHandlers(): Handlers {
  return {
    ...authHandlers,
  };
}
