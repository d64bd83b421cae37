// The auth domain on the server (docs/accounts.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { authHandlers } from "./handlers";
import { recoveryHandlers } from "./recovery";

export const authDomain = serverDomain({
  name: "auth",
  handlers: { ...authHandlers, ...recoveryHandlers },
});
