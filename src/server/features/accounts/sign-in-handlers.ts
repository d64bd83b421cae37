import { sql } from "kysely";

import { formatDate } from "../../mail/format-date";
import { enqueueMail } from "../../mail/outbox";
import { failedSignInsMail } from "../../mail/templates/failed-sign-ins";
import { portalUrl } from "../../mail/templates/links";
import { verifyAgainstDummy, verifyPassword } from "../../passwords";
import { findLiveSession } from "../../tokens";
import { CLOSE_SIGNED_OUT } from "../../ws/close-codes";
import type { HandlerContext, SessionInfo } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import {
  ADDRESS,
  clearFailures,
  countAttempt,
  datedFailure,
  forgiveAttempt,
  FREE_FAILURES,
  takeAttempt,
} from "./backoff";
import { checkBotPayload } from "./bot-check";
import { knownDevice, rememberDevice } from "./devices";
import { createSession, loadSignedIn, revokeSession, touchSession } from "./sessions";
import { homeCompanyOf, loadResumed } from "./view-resume";

type AuthHandlers = Pick<
  Handlers,
  "UserSignInRequestEvent" | "UserSessionResumeRequestEvent" | "UserSignOutRequestEvent"
>;

const WRONG_CREDENTIALS = "Check the email address and password and try again.";

/**
 * Binds the socket to the session and only then checks that the session is still live (sessions.ts
 * touchSession): a sign-out, password change or reset committing at any moment of a resume either finds the
 * socket registered and closes it, or is seen here and the resume is refused.
 */
async function attachConfirmed(context: HandlerContext, info: SessionInfo): Promise<void> {
  context.attachSession(info);
  if (await touchSession(context.db, info.sessionId, homeCompanyOf(info), context.clock.date())) return;
  context.attachSession(undefined);
  throw new EventError("NotSignedIn", "The stored session has ended or was signed out. Sign in again.");
}

/** Tells the owner of an account that its sign-ins now wait after repeated failures (docs/accounts.md). */
async function mailFailedSignIns(
  context: HandlerContext,
  user: { email: string; first: string; locale: string | null; time_zone: string | null },
  failures: number,
): Promise<void> {
  const mail = failedSignInsMail(user.locale, {
    first: user.first,
    failures,
    // In the user's own time zone when they chose one; else UTC, which the text names.
    at: formatDate(context.clock.now(), user.time_zone ?? "UTC"),
    url: portalUrl(context.config, "/recovery"),
  });
  await enqueueMail(context.db, { to: user.email, ...mail });
  void context.mail.kick();
}

export const authHandlers: AuthHandlers = {
  async UserSignInRequestEvent(payload, context) {
    // Bot check policy (docs/accounts.md "Bot check"): the portal's sign-in screen always sends a solved ALTCHA
    // challenge, and the server requires one whenever config.requireBotCheckOnSignIn is on (the default: REQUIRE_BOT_CHECK_ON_SIGN_IN
    // is "true" unless set to "false"). Only the server tests switch it off, because their sockets and tools sign
    // in without a widget. An answer sent while the flag is off is still checked (and spent): a bad one never
    // signs in. The check comes first, so a bot pays for the proof of work before any password is tried.
    if (context.config.requireBotCheckOnSignIn || payload.altcha !== undefined) {
      if (payload.altcha === undefined)
        throw new EventError(
          "BotCheckFailed",
          "Sign-in needs the bot check's answer. Let the check finish and try again.",
        );
      await checkBotPayload(context.db, payload.altcha, context.clock.now());
    }
    const email = payload.email.trim().toLowerCase();
    const now = context.clock.date();
    // Counted before the password is checked, atomically (backoff.ts countAttempt): a burst cannot slip past the count.
    // A browser this account signed in from before (its device token) has a back-off of its own; any other attempt
    // counts against its source address and the account (docs/accounts.md "Slowing down guesses").
    const deviceId = await knownDevice(context.db, email, payload.deviceToken, now);
    const keys = deviceId ? [`device:${deviceId}`] : [`address:${context.address}`, email];
    const tooMany = (wait: number, what: string) =>
      new EventError(
        "TooManyAttempts",
        `Too many failed sign-ins ${what}. Try again in ${Math.ceil(wait / 1000)} seconds.`,
      );
    let failures = 0;
    if (deviceId) {
      const wait = await takeAttempt(context.db, keys[0]!, now);
      if (wait > 0) throw tooMany(wait, "from this browser");
    } else {
      const addressWait = await takeAttempt(context.db, keys[0]!, now, ADDRESS);
      if (addressWait > 0) throw tooMany(addressWait, "from your network");
      const account = await countAttempt(context.db, email, now);
      if (account.wait > 0) {
        // Not checked, so not the address's failure either.
        await forgiveAttempt(context.db, keys[0]!);
        throw tooMany(account.wait, "for this account");
      }
      failures = account.failures;
    }
    const user = await context.db
      .selectFrom("users")
      .select(["id", "password_hash", "state", "email", "first", "locale", "time_zone", "last_sign_in"])
      .where(sql`lower(email)`, "=", email)
      .executeTakeFirst();
    const passwordOk = user?.password_hash
      ? await verifyPassword(user.password_hash, payload.password)
      : (await verifyAgainstDummy(payload.password), false);
    // A failure is already counted; a success clears the account's (or the device's) count and uncounts itself at
    // the address.
    if (!user || !passwordOk || user.state === "deleted" || user.state === "locked") {
      await datedFailure(context.db, keys, context.clock.date());
      // The failure that starts the waiting tells the account's owner, once per run of failures.
      if (user && failures === FREE_FAILURES) await mailFailedSignIns(context, user, failures);
      throw new EventError("UserNotFound", WRONG_CREDENTIALS);
    }
    if (deviceId) await clearFailures(context.db, keys[0]!);
    else {
      await forgiveAttempt(context.db, keys[0]!);
      await clearFailures(context.db, email);
    }
    const deviceToken = await rememberDevice(
      context.db,
      user.id,
      deviceId ? { id: deviceId, token: payload.deviceToken! } : undefined,
      now,
    );
    const { payload: signedIn, info } = await loadSignedIn(context.db, user.id, payload.company, payload.app);
    const firstSignIn = user.last_sign_in === null;
    const { token, sessionId } = await createSession(
      context.db,
      user.id,
      info.companyId,
      context.clock.date(),
      firstSignIn,
    );
    await context.db
      .updateTable("users")
      .set({ last_sign_in: context.clock.date() })
      .where("id", "=", user.id)
      .execute();
    // A password reset may revoke every session of this user while this one is being made: attach, then confirm.
    await attachConfirmed(context, { sessionId, ...info });
    return { token, ...signedIn, deviceToken, ...(firstSignIn ? { firstSignIn } : {}) };
  },

  async UserSessionResumeRequestEvent(payload, context) {
    const session = await findLiveSession(context.db, payload.token, context.clock.date());
    if (!session) throw new EventError("NotSignedIn", "The stored session has ended or was signed out. Sign in again.");
    // An operator's read-only view of a company resumes with the session (features/operator/view-as.ts).
    const { payload: signedIn, info } = await loadResumed(context.db, session, payload.company, payload.app);
    await attachConfirmed(context, { sessionId: session.id, ...info });
    return { token: payload.token, ...signedIn, ...(session.first_of_account ? { firstSignIn: true } : {}) };
  },

  async UserSignOutRequestEvent(_payload, context) {
    const session = context.session;
    await revokeSession(context.db, session.sessionId, context.clock.date());
    context.attachSession(undefined);
    // Every other socket of the session (other tabs, other server processes) stops serving now that the revocation
    // has committed; this one sends its reply first and then closes.
    context.sockets.revokeSessions([session.sessionId], CLOSE_SIGNED_OUT, "signed out");
    context.afterReply(() => context.closeSocket(CLOSE_SIGNED_OUT, "signed out"));
    return {};
  },
};
