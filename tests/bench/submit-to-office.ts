// Submit-to-office latency: a driver submits inspections over the websocket as the driver app does (the
// InspectionSubmitRequestEvent command, stamped {clientId, seq}, after asking for the unit's schedule), while an
// office browser has the inspections list open; each submit's location carries a marker, and the office page notes
// when it first shows it. Latency = that moment − the moment the command was sent (one machine, one clock).
// The office shows the Location column (as a user would with the column picker), so the marker is on screen.
import type { Browser } from "playwright-core";

import { hashPassword } from "../../src/server/passwords";
import { signatureDataUrl } from "../../src/server/seed/generators/signature-picture";
import type { RunningServer } from "../../src/server/start-server";
import { solvedBotCheck } from "../../src/server/testing/bot-check";
import { openTestSocket, type TestSocket } from "../../src/server/testing/ws-client";
import type { InspectionAnswerInput } from "../../src/shared/generated/inspections";
import type { VehicleSchedule } from "../../src/shared/generated/schedules";
import { signIn } from "./list-browser";
import { percentile, round } from "./stats";

const DRIVER_EMAIL = "bench-driver@bench-fleet.localhost";
const SIGNATURE = signatureDataUrl("Bench Driver");

/** The company's bench driver (created once, kept with the bench's data). */
async function ensureBenchDriver(server: RunningServer, companyId: string, password: string): Promise<void> {
  const { db } = server.services;
  if (await db.selectFrom("users").select("id").where("email", "=", DRIVER_EMAIL).executeTakeFirst()) return;
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto("users")
      .values({
        email: DRIVER_EMAIL,
        first: "Bench",
        last: "Driver",
        password_hash: passwordHash,
        phone: null,
        city: null,
        postal: null,
        jurisdiction: "ON",
        country: "Canada",
        street: null,
        license_class: "AZ",
        license_expiry: null,
        last_sign_in: null,
        created_by: "bench",
        modified_by: "bench",
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("employees")
      .values({
        user_id: user.id,
        company_id: companyId,
        roles: ["driver"],
        employment_id: null,
        start_date: null,
        end_date: null,
        created_by: "bench",
        modified_by: "bench",
        time_zone: null,
      })
      .execute();
  });
}

/** The driver app's socket: signed in with app "drive", bot check solved as the widget would. */
async function driverSocket(server: RunningServer, password: string): Promise<TestSocket> {
  const socket = await openTestSocket(`${server.url.replace(/^http/, "ws")}/api/v1/ws`);
  const reply = await socket.request("UserSignInRequestEvent", {
    email: DRIVER_EMAIL,
    password,
    app: "drive",
    altcha: await solvedBotCheck(socket),
  });
  if (reply.statusCode !== 200) throw new Error(`bench driver could not sign in: ${JSON.stringify(reply.error)}`);
  return socket;
}

async function scheduleOf(socket: TestSocket, vehicleId: string): Promise<VehicleSchedule> {
  const state = await socket.request("VehicleOpenDefectsRequestEvent", { vehicleId });
  if (state.statusCode !== 200) throw new Error(`open defects of ${vehicleId}: ${JSON.stringify(state.error)}`);
  const scheduleId = (state.payload as { scheduleId: string }).scheduleId;
  return (await socket.request("ScheduleGetRequestEvent", { id: scheduleId })).payload as VehicleSchedule;
}

/**
 * `submits` inspections (every part OK) of different power units, one every `gapMs`, each timed from its send to
 * its marker on the office's screen. Returns p50 / p95 / max in ms and how many were seen.
 */
export async function measureSubmitToOffice(
  server: RunningServer,
  browser: Browser,
  companyId: string,
  office: { email: string; password: string },
  submits = 30,
  gapMs = 300,
) {
  await ensureBenchDriver(server, companyId, office.password);
  const { db } = server.services;
  const units = await db
    .selectFrom("vehicles")
    .select("id")
    .where("company_id", "=", companyId)
    .where("name", "like", "U-%")
    .where("deleted", "=", false)
    .orderBy("name")
    .limit(submits)
    .execute();
  const socket = await driverSocket(server, office.password);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript("globalThis.__name = (fn) => fn");
    // The office chose to show the Location column (the column picker keeps the choice in localStorage).
    await context.addInitScript(
      `localStorage.setItem("fleet.inspections.columns", JSON.stringify({ location: true }))`,
    );
    const page = await context.newPage();
    await signIn(page, server.url, office.email, office.password);
    await page.goto(`${server.url}/portal/operator/inspections`);
    await page.locator('[role=row][data-index="0"]').waitFor();
    // Watches the table for "bench-submit-<n>~" and notes (epoch ms) when each first shows.
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (globalThis as unknown as { __seen: Record<string, number> }).__seen = seen;
      const table = document.querySelector('[data-testid="virtual-table"]')!;
      new MutationObserver(() => {
        const now = performance.timeOrigin + performance.now();
        for (const match of (table.textContent ?? "").matchAll(/bench-submit-(\d+-\d+)~/g)) seen[match[1]!] ??= now;
      }).observe(table, { subtree: true, childList: true, characterData: true });
    });
    const run = Date.now() % 100_000;
    const clientId = `bench-${process.pid}-${run}-${Date.now()}`;
    // A company may require today's hours of service started before an inspection: the driver starts today's record
    // first, as the driver app's pre-trip flow does — off duty, then on duty, so a driver still on duty from an
    // earlier day's run has an entry of today too.
    const now = Date.now();
    await socket.sendRaw(
      JSON.stringify({
        eventName: "DutyStatusChangeRequestEvent",
        requestId: `off-${run}`,
        payload: { status: "off", at: now - 60_000, location: "Bench yard" },
        command: { clientId, seq: 1 },
      }),
      `off-${run}`,
    );
    await socket.sendRaw(
      JSON.stringify({
        eventName: "DutyStatusChangeRequestEvent",
        requestId: `on-${run}`,
        payload: { status: "on", at: now - 30_000, location: "Bench yard" },
        command: { clientId, seq: 2 },
      }),
      `on-${run}`,
    );
    const sent: Record<string, number> = {};
    const schedules = new Map<string, VehicleSchedule>();
    for (let n = 0; n < units.length; n++) {
      const vehicleId = units[n]!.id;
      const schedule = schedules.get(vehicleId) ?? (await scheduleOf(socket, vehicleId));
      schedules.set(vehicleId, schedule);
      const answers: InspectionAnswerInput[] = schedule.questions.map((question) => ({
        questionId: question.id,
        option: "ok",
      }));
      const marker = `${run}-${n}`;
      const payload = {
        vehicleId,
        scheduleId: schedule.id,
        tripType: "pre-trip",
        inspectedAt: Date.now(),
        location: `Yard bench-submit-${marker}~`,
        odometer: "100000",
        answers,
        declarationAccepted: true,
        signature: SIGNATURE,
      };
      const requestId = `submit-${marker}`;
      sent[marker] = Date.now();
      const reply = await socket.sendRaw(
        JSON.stringify({
          eventName: "InspectionSubmitRequestEvent",
          requestId,
          payload,
          command: { clientId, seq: n + 3 },
        }),
        requestId,
      );
      if (reply.statusCode !== 200) throw new Error(`submit ${marker} refused: ${JSON.stringify(reply.error)}`);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    await page
      .waitForFunction(
        (n) => Object.keys((globalThis as unknown as { __seen: Record<string, number> }).__seen).length >= n,
        Object.keys(sent).length,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    const seen = await page.evaluate(() => (globalThis as unknown as { __seen: Record<string, number> }).__seen);
    const latencies = Object.entries(sent).flatMap(([marker, at]) =>
      seen[marker] === undefined ? [] : [seen[marker]! - at],
    );
    return {
      submits: Object.keys(sent).length,
      seen: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(Math.max(...latencies)),
    };
  } finally {
    socket.close();
    await context.close();
  }
}
