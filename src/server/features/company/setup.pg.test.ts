// The getting-started checklist over the real server (docs/company.md "Getting started"): a brand-new company's
// owner is greeted as a newcomer and has three steps to do; each ticks from the records whichever screen did the work
// (a vehicle added, someone invited, the standard schedules kept), the demo company has done them all, and a second
// sign-in is no longer the first.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import type { CompanySetup } from "../../../shared/generated/company";
import { hashPassword } from "../../passwords";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { createCompanyWithOwner } from "../accounts/index";

const NEWCOMER = "newcomer@freshstart.localhost";

describe.each(testDatabases())("getting started on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
    await createCompanyWithOwner(
      server.database.db,
      {
        name: "Fresh Start Haulage",
        website: null,
        email: null,
        phone: null,
        city: "Guelph",
        jurisdiction: "ON",
        country: "Canada",
        features: ["vehicles", "inspections", "users", "home"],
      },
      {
        email: NEWCOMER,
        first: "Nadia",
        last: "Okafor",
        phone: null,
        locale: "en-CA",
        passwordHash: await hashPassword(TEST_PASSWORD),
      },
      "registration",
      server.services.clock.now(),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signIn(email: string) {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return { socket, session: reply.payload as SignedInSession };
  }
  const setupOf = async (socket: Awaited<ReturnType<typeof signIn>>["socket"]) =>
    (await socket.request("CompanySetupRequestEvent", {})).payload as CompanySetup;

  test("a new company's owner: first sign-in, three steps to do, each ticked by the work itself", async () => {
    const { socket, session } = await signIn(NEWCOMER);
    expect(session.firstSignIn).toBe(true);
    // Resumed (a reload), the session is still the first.
    const again = await openTestSocket(server.wsUrl);
    const resumed = await again.request("UserSessionResumeRequestEvent", { token: session.token });
    expect((resumed.payload as SignedInSession).firstSignIn).toBe(true);
    again.close();
    expect(await setupOf(socket)).toEqual({ people: false, vehicles: false, schedules: false });

    const categoryId = "#23:9"; // Highway Tractor
    const saved = await socket.request("VehicleSaveRequestEvent", {
      vehicle: { name: "FS-1", categoryId, brakingType: "abs" },
    });
    expect(saved.statusCode, JSON.stringify(saved.error)).toBe(200);
    expect(await setupOf(socket)).toEqual({ people: false, vehicles: true, schedules: false });

    const invited = await socket.request("UserInviteRequestEvent", {
      user: { first: "Sam", last: "Lee", email: "sam@freshstart.localhost" },
      employee: { roles: ["driver"], complianceType: "included" },
      sendEmail: false,
    });
    expect(invited.statusCode, JSON.stringify(invited.error)).toBe(200);
    expect(await setupOf(socket)).toEqual({ people: true, vehicles: true, schedules: false });

    const kept = await socket.request("CompanySchedulesChosenRequestEvent", {});
    expect(kept.payload).toEqual({ people: true, vehicles: true, schedules: true });
    socket.close();

    const second = await signIn(NEWCOMER);
    expect(second.session.firstSignIn).toBeUndefined();
    second.socket.close();
  });

  test("the demo company has done every step; its owner has signed in before", async () => {
    const { socket, session } = await signIn("owner@mapleleaf.localhost");
    expect(await setupOf(socket)).toEqual({ people: true, vehicles: true, schedules: true });
    expect(session.firstSignIn).toBeUndefined();
    socket.close();
  });
});
