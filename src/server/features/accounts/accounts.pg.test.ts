// Sign-up → mail → verify → sign in; reset links single-use and expiring; password change; a foreign company id
// refused — over a real websocket against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession, SignUpRequest } from "../../../shared/generated/accounts";
import { lastMailedPath, readMailFolder } from "../../mail/templates/eml";
import { solvedBotCheck } from "../../testing/bot-check";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

// Small proof-of-work in tests; the widget's default is ALTCHA_MAX_NUMBER=50000.
process.env.ALTCHA_MAX_NUMBER = "50";

const signUp = (email: string, website: string, altcha: string): SignUpRequest => ({
  userFirst: "Rosa",
  userLast: "Diaz",
  userEmail: email,
  userPhone: "613-555-0199",
  companyName: `Ottawa Valley Transit ${website}`,
  companyWebsite: website,
  companyCity: "Ottawa",
  companyProvince: "ON",
  companyRole: "Owner",
  terms: true,
  featureCheckIn: true,
  featureHoursOfService: false,
  featureInspection: true,
  fleetSize: "6-10",
  ads: "friend",
  locale: "en-CA",
  altcha,
});

describe.each(testDatabases())("accounts on $name", (database) => {
  let server: TestServer;
  let socket: TestSocket;
  const mails = () => readMailFolder(join(server.dataDir, "mail"));
  /** The path of the last link under `prefix` mailed to `to`. */
  const mailedLink = async (to: string, prefix: string) => {
    await server.services.mail.kick();
    const path = lastMailedPath(join(server.dataDir, "mail"), to, prefix);
    expect(path, `a mail to ${to} with a ${prefix} link`).toBeDefined();
    return path!;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    socket = await openTestSocket(server.wsUrl);
  });
  afterAll(async () => {
    socket?.close();
    await server?.close();
  });

  test("sign-up mails a verify link; verifying with a password creates the company and owner, who can then sign in", async () => {
    const email = "rosa@ottawavalley.localhost";
    const reply = await socket.request(
      "UserSignUpRequestEvent",
      signUp(email, "ottawavalley.localhost", await solvedBotCheck(socket)),
    );
    expect(reply).toMatchObject({ statusCode: 200, payload: { email } });
    // Dated by the server's clock, which the operator's registrations series counts it by (platform-series.ts).
    const stored = await server.services.db
      .selectFrom("registrations")
      .select("created_date")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(Math.abs(stored.created_date.getTime() - server.services.clock.now())).toBeLessThan(60_000);
    const path = await mailedLink(email, "/verify");
    const registrationId = path.split("/").at(-1)!;
    // Nothing exists until the link is followed.
    expect(
      (await socket.request("UserSignInRequestEvent", { email, password: "whatever-it-is" })).error?.messageId,
    ).toBe("UserNotFound");
    expect((await socket.request("UserVerifyRequestEvent", { registrationId })).payload).toMatchObject({
      email,
      first: "Rosa",
      verified: false,
    });
    expect(
      (await socket.request("UserVerifyRequestEvent", { registrationId, password: "a-long-new-password" })).payload,
    ).toMatchObject({ verified: true });
    // The link is spent.
    expect(
      (await socket.request("UserVerifyRequestEvent", { registrationId, password: "another-password-1" })).error
        ?.messageId,
    ).toBe("LinkExpired");
    const signIn = await socket.request("UserSignInRequestEvent", { email, password: "a-long-new-password" });
    const session = signIn.payload as SignedInSession;
    expect(session.employee?.roles).toEqual(["owner"]);
    expect(session.company).toMatchObject({
      name: "Ottawa Valley Transit ottawavalley.localhost",
      jurisdiction: "ON",
      country: "Canada",
    });
    expect(session.company?.features).toEqual(expect.arrayContaining(["checkins", "inspections", "vehicles"]));
    expect(session.company?.features).not.toContain("timesheets");
    await socket.request("UserSignOutRequestEvent", {});
    socket = await openTestSocket(server.wsUrl);
  });

  test("sign-up refuses an existing email (EmailExists), an existing website (CompanyExists) and a missing or replayed bot check", async () => {
    const owner = await socket.request(
      "UserSignUpRequestEvent",
      signUp("OWNER@mapleleaf.localhost", "new-haulage.localhost", await solvedBotCheck(socket)),
    );
    expect(owner.error?.messageId).toBe("EmailExists");
    const website = await socket.request(
      "UserSignUpRequestEvent",
      signUp("new@new-haulage.localhost", "https://www.mapleleaf.localhost/", await solvedBotCheck(socket)),
    );
    expect(website.error?.messageId).toBe("CompanyExists");
    const forged = await socket.request(
      "UserSignUpRequestEvent",
      signUp("bot@spam.localhost", "spam.localhost", Buffer.from("{}").toString("base64")),
    );
    expect(forged.error?.messageId).toBe("BotCheckFailed");
    const altcha = await solvedBotCheck(socket);
    expect(
      (await socket.request("UserSignUpRequestEvent", signUp("once@replay.localhost", "replay.localhost", altcha)))
        .statusCode,
    ).toBe(200);
    expect(
      (await socket.request("UserSignUpRequestEvent", signUp("twice@replay.localhost", "replay2.localhost", altcha)))
        .error?.messageId,
    ).toBe("BotCheckFailed");
  });

  test("a reset link sets a new password once, ends the user's sessions, and cannot be used again", async () => {
    const email = "mechanic@mapleleaf.localhost";
    const other = await openTestSocket(server.wsUrl);
    expect((await other.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    // The same answer for an unknown email, and no mail to it.
    expect(await socket.request("CredentialsLostRequestEvent", { email: "nobody@nowhere.localhost" })).toMatchObject({
      statusCode: 200,
      payload: {},
    });
    expect(await socket.request("CredentialsLostRequestEvent", { email })).toMatchObject({
      statusCode: 200,
      payload: {},
    });
    const token = (await mailedLink(email, "/recovery")).split("/").at(-1)!;
    // The page's check spends nothing: the link works, and still works after being checked twice.
    for (let i = 0; i < 2; i++)
      expect(await socket.request("CredentialsResetCheckRequestEvent", { token })).toMatchObject({
        statusCode: 200,
        payload: {},
      });
    expect(
      (await socket.request("CredentialsResetRequestEvent", { token, password: "mechanic-new-pass" })).statusCode,
    ).toBe(200);
    expect((await other.closed).code).toBe(4001);
    // Used: the check says so, before anyone types a password.
    expect((await socket.request("CredentialsResetCheckRequestEvent", { token })).error).toMatchObject({
      messageId: "LinkExpired",
      fields: [{ path: "token", problem: "used" }],
    });
    expect(
      (await socket.request("CredentialsResetRequestEvent", { token, password: "mechanic-newer-pass" })).error
        ?.messageId,
    ).toBe("LinkExpired");
    expect((await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD })).error?.messageId).toBe(
      "UserNotFound",
    );
    expect((await socket.request("UserSignInRequestEvent", { email, password: "mechanic-new-pass" })).statusCode).toBe(
      200,
    );
    await socket.request("UserSignOutRequestEvent", {});
    socket = await openTestSocket(server.wsUrl);
  });

  test("a reset link past its hour is refused", async () => {
    const email = "driver2@mapleleaf.localhost";
    await socket.request("CredentialsLostRequestEvent", { email });
    const token = (await mailedLink(email, "/recovery")).split("/").at(-1)!;
    await server.services.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(server.services.clock.now() - 1000) })
      .where("used_at", "is", null)
      .execute();
    expect((await socket.request("CredentialsResetCheckRequestEvent", { token })).error).toMatchObject({
      messageId: "LinkExpired",
      fields: [{ path: "token", problem: "expired" }],
    });
    expect(
      (await socket.request("CredentialsResetRequestEvent", { token, password: "too-late-password" })).error?.messageId,
    ).toBe("LinkExpired");
    // A token that was never mailed reads as expired: the check tells nothing about which tokens exist.
    expect(
      (await socket.request("CredentialsResetCheckRequestEvent", { token: "no-such-token" })).error?.messageId,
    ).toBe("LinkExpired");
  });

  test("a manager resets an employee's password only in their own company: a foreign company id is refused", async () => {
    const manager = await openTestSocket(server.wsUrl);
    const session = (
      await manager.request("UserSignInRequestEvent", { email: "manager@mapleleaf.localhost", password: TEST_PASSWORD })
    ).payload as SignedInSession;
    const platform = await server.services.db
      .selectFrom("companies")
      .select("id")
      .where("id", "<>", session.company!.id)
      .where("name", "like", "Fleet Portal%")
      .executeTakeFirstOrThrow();
    const foreign = await manager.request("CredentialsLostRequestEvent", {
      email: "admin@fleetportal.localhost",
      forCompany: platform.id,
      companyManagerReset: true,
    });
    expect(foreign).toMatchObject({ statusCode: 403, error: { messageId: "UnauthorizedException" } });
    const notEmployee = await manager.request("CredentialsLostRequestEvent", {
      email: "admin@fleetportal.localhost",
      forCompany: session.company!.id,
      companyManagerReset: true,
    });
    expect(notEmployee.error?.messageId).toBe("NotFound");
    const own = await manager.request("CredentialsLostRequestEvent", {
      email: "driver1@mapleleaf.localhost",
      forCompany: session.company!.id,
      companyManagerReset: true,
    });
    expect(own.statusCode).toBe(200);
    await server.services.mail.kick();
    expect(
      mails()
        .filter((m) => m.to === "driver1@mapleleaf.localhost")
        .at(-1)?.text,
    ).toContain("Marcus Singh asked for your password to be reset.");
    // Not signed in, the manager flag is refused outright.
    expect(
      (
        await socket.request("CredentialsLostRequestEvent", {
          email: "driver1@mapleleaf.localhost",
          companyManagerReset: true,
        })
      ).error?.messageId,
    ).toBe("UnauthorizedException");
    manager.close();
  });

  test("changing the password needs the current one, keeps this session and ends the others", async () => {
    const email = "owner@mapleleaf.localhost";
    const here = await openTestSocket(server.wsUrl);
    const elsewhere = await openTestSocket(server.wsUrl);
    await here.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
    await elsewhere.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
    const wrong = await here.request("UserPasswordChangeRequestEvent", {
      currentPassword: "not-it",
      newPassword: "owner-new-password",
    });
    expect(wrong).toMatchObject({ statusCode: 403, error: { messageId: "WrongPassword" } });
    const short = await here.request("UserPasswordChangeRequestEvent", {
      currentPassword: TEST_PASSWORD,
      newPassword: "short",
    });
    expect(short.error?.messageId).toBe("BadRequest");
    expect(
      (
        await here.request("UserPasswordChangeRequestEvent", {
          currentPassword: TEST_PASSWORD,
          newPassword: "owner-new-password",
        })
      ).statusCode,
    ).toBe(200);
    expect((await elsewhere.closed).code).toBe(4001);
    expect((await here.request("UserProfileRequestEvent", {})).statusCode).toBe(200);
    const fresh = await openTestSocket(server.wsUrl);
    expect((await fresh.request("UserSignInRequestEvent", { email, password: "owner-new-password" })).statusCode).toBe(
      200,
    );
    fresh.close();
    here.close();
  });

  test("profile and settings save for the signed-in user", async () => {
    const me = await openTestSocket(server.wsUrl);
    await me.request("UserSignInRequestEvent", { email: "manager@mapleleaf.localhost", password: TEST_PASSWORD });
    const signature = "data:image/png;base64,iVBORw0KGgo=";
    const saved = await me.request("UserProfileSaveRequestEvent", {
      fields: {
        first: "Marcus",
        last: "Singh-Roy",
        phone: "416-555-0111",
        licenseClass: "DZ",
        licenseExpiry: 1_900_000_000_000,
      },
      signature,
    });
    expect(saved.payload).toMatchObject({ canEdit: true, signature, user: { last: "Singh-Roy", licenseClass: "DZ" } });
    const badSignature = await me.request("UserProfileSaveRequestEvent", {
      fields: { first: "M", last: "S" },
      signature: "javascript:alert(1)",
    });
    expect(badSignature.error?.messageId).toBe("BadRequest");
    expect(
      (await me.request("UserSettingsSaveRequestEvent", { locale: "fr-CA", timeZone: "America/Vancouver" })).payload,
    ).toMatchObject({ locale: "fr-CA", timeZone: "America/Vancouver" });
    expect((await me.request("UserSettingsSaveRequestEvent", { timeZone: "Mars/Olympus" })).error?.messageId).toBe(
      "BadRequest",
    );
    me.close();
  });
});
