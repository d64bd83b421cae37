// The accounts domain on the server (docs/accounts.md): signing in and out, sessions, registering a company, recovering
// a password, each user's own profile and settings. What it adds to the dispatcher (src/server/domain.ts).

import { serverDomain } from "../../domain";
import * as firstSessions from "./migrations/0034-first-sessions";
import { profileHandlers } from "./profile-handlers";
import { recoveryHandlers } from "./recovery";
import { registrationHandlers } from "./registration-handlers";
import { authHandlers } from "./sign-in-handlers";

export const accountsDomain = serverDomain({
  name: "accounts",
  handlers: { ...authHandlers, ...recoveryHandlers, ...registrationHandlers, ...profileHandlers },
  migrations: { "0034-first-sessions": firstSessions },
});
