// Helpers for the inspection tests: signed-in sockets (drivers through the driver app's sign-in), a schedule's
// questions, and a whole valid inspection to start from.
import { expect } from "vitest";

import type { InspectionAnswerInput, InspectionSubmitRequest } from "../../../shared/generated/inspections";
import type { VehicleSchedule } from "../../../shared/generated/schedules";
import type { ResponseMessage } from "../../../shared/protocol/messages";
import { signatureDataUrl } from "../../seed/generators/signature-picture";
import { TEST_PASSWORD, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

export const SIGNATURE = signatureDataUrl("Test Driver");

/**
 * A socket signed in as `email`; drivers sign in as the driver app does (app "drive"). A driver or mechanic starts
 * the day's record of duty status as they must before inspecting (timesheet-rule.ts), unless `startDay` is false.
 */
export async function signedIn(
  server: TestServer,
  email: string,
  app: "portal" | "drive" = "portal",
  startDay = true,
): Promise<TestSocket> {
  return (await signedInWithToken(server, email, app, startDay)).socket;
}

/** signedIn, with the session's token for the HTTP side (uploads, downloads). */
export async function signedInWithToken(
  server: TestServer,
  email: string,
  app: "portal" | "drive" = "portal",
  startDay = true,
): Promise<{ socket: TestSocket; token: string }> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", {
    email,
    password: TEST_PASSWORD,
    ...(app === "drive" ? { app } : {}),
  });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  const roles = (reply.payload as { employee?: { roles?: string[] } }).employee?.roles ?? [];
  if (startDay && roles.some((role) => role === "driver" || role === "mechanic"))
    await startTheDay(socket, server.services.clock.now() - 3 * 60_000);
  return { socket, token: (reply.payload as { token: string }).token };
}

/**
 * On duty since `at`: signedIn passes a few minutes ago by the server's clock (before the tests' inspections, which
 * are signed a minute ago or later).
 */
export async function startTheDay(socket: TestSocket, at: number): Promise<void> {
  const reply = await socket.request("DutyStatusChangeRequestEvent", {
    status: "on",
    at,
    location: "Yard 3, Mississauga",
  });
  // The company may not keep hours (no timesheets feature): then there is nothing to start.
  if (reply.statusCode !== 200) expect(reply.error?.messageId, JSON.stringify(reply.error)).toBe("FeatureDisabled");
}

export async function demoCompanyId(server: TestServer): Promise<string> {
  return (
    await server.database.db
      .selectFrom("companies")
      .select("id")
      .where("website", "=", "mapleleaf.localhost")
      .executeTakeFirstOrThrow()
  ).id;
}

/** A vehicle of the demo company by name. */
export async function vehicleId(server: TestServer, name: string): Promise<string> {
  const companyId = await demoCompanyId(server);
  return (
    await server.database.db
      .selectFrom("vehicles")
      .select("id")
      .where("company_id", "=", companyId)
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).id;
}

/** The schedule the server will use for the vehicle, whole. */
export async function scheduleFor(socket: TestSocket, vehicle: string): Promise<VehicleSchedule> {
  const state = await socket.request("VehicleOpenDefectsRequestEvent", { vehicleId: vehicle });
  expect(state.statusCode, JSON.stringify(state.error)).toBe(200);
  const scheduleId = (state.payload as { scheduleId: string }).scheduleId;
  return (await socket.request("ScheduleGetRequestEvent", { id: scheduleId })).payload as VehicleSchedule;
}

/** Every part answered OK, then `defects` (part → severity) with the part's first defect of that severity picked. */
export function answersFor(
  schedule: VehicleSchedule,
  defects: Record<number, "minor" | "major"> = {},
): InspectionAnswerInput[] {
  return schedule.questions.map((question) => {
    const severity = defects[question.part];
    if (!severity) return { questionId: question.id, option: "ok" };
    const option = question.options.find((o) => o.type === severity);
    return option
      ? { questionId: question.id, option: severity, defectOptionIds: [option.id] }
      : { questionId: question.id, option: severity, remark: `${severity} defect` };
  });
}

export function inspectionOf(
  vehicle: string,
  schedule: VehicleSchedule,
  defects: Record<number, "minor" | "major"> = {},
  extra: Partial<InspectionSubmitRequest> = {},
): InspectionSubmitRequest {
  return {
    vehicleId: vehicle,
    tripType: "pre-trip",
    location: "Yard 3, Mississauga",
    odometer: "412500",
    answers: answersFor(schedule, defects),
    declarationAccepted: true,
    signature: SIGNATURE,
    ...extra,
  };
}

let sequence = 0;
const clientId = `test-${process.pid}-${Math.random().toString(36).slice(2, 12)}`;

/** Sends a command stamped {clientId, seq} as the app's connection does; `stamp` reuses one to resend. */
export async function sendCommand(
  socket: TestSocket,
  eventName: string,
  payload: unknown,
  stamp = { clientId, seq: ++sequence },
): Promise<{ reply: ResponseMessage; stamp: { clientId: string; seq: number } }> {
  const requestId = `cmd-${stamp.seq}-${Math.random().toString(36).slice(2, 8)}`;
  const reply = await socket.sendRaw(JSON.stringify({ eventName, requestId, payload, command: stamp }), requestId);
  return { reply, stamp };
}

/** Counts of everything a refused inspection must not have written. */
export async function writeCounts(
  server: TestServer,
): Promise<{ inspections: number; defects: number; files: number; mail: number; remarks: number }> {
  const db = server.database.db;
  const count = async (
    table:
      | "vehicle_inspections"
      | "vehicle_inspection_defects"
      | "files"
      | "mail_outbox"
      | "vehicle_inspection_remarks",
  ) => Number((await db.selectFrom(table).select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return {
    inspections: await count("vehicle_inspections"),
    defects: await count("vehicle_inspection_defects"),
    files: await count("files"),
    mail: await count("mail_outbox"),
    remarks: await count("vehicle_inspection_remarks"),
  };
}
