import { editableFields } from "../../src/client/features/vehicles/editable-fields";
import { solvedBotCheck } from "../../src/server/testing/bot-check";
import { openTestSocket } from "../../src/server/testing/ws-client";
// Drives live changes from a second client: saves to the vehicles on screen, at a target rate, each marking
// its model "bench-<n>~" so the page can tell when that change reached the screen.
import type { Vehicle, VehicleListResponse } from "../../src/shared/generated/vehicles";

export interface LiveRun {
  sent: Record<string, number>;
  achievedPerSecond: number;
}

export async function driveLiveChanges(
  wsUrl: string,
  email: string,
  password: string,
  ratePerSecond: number,
  ms: number,
  rows: number,
): Promise<LiveRun> {
  const socket = await openTestSocket(wsUrl);
  // The bench server requires the bot check on sign-in (the default): solve it as the widget would.
  const signIn = await socket.request("UserSignInRequestEvent", {
    email,
    password,
    altcha: await solvedBotCheck(socket),
  });
  if (signIn.statusCode !== 200) throw new Error(`bench driver could not sign in: ${JSON.stringify(signIn.error)}`);
  const list = (
    await socket.request("VehicleListRequestEvent", {
      filter: { status: "active" },
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: rows,
    })
  ).payload as VehicleListResponse;
  // A list window carries the list's columns only: the whole vehicles come from their get events.
  const vehicles = await Promise.all(
    list.ids.map(async (id) => (await socket.request("VehicleGetRequestEvent", { id })).payload as Vehicle),
  );
  const sent: Record<string, number> = {};
  const pending: Promise<unknown>[] = [];
  const started = Date.now();
  // Markers are unique per run, so values left on screen by an earlier run are never mistaken for this one's.
  const run = started % 100_000;
  let n = 0;
  while (Date.now() - started < ms) {
    const due = Math.floor(((Date.now() - started) / 1000) * ratePerSecond);
    while (n < due) {
      const vehicle = vehicles[n % vehicles.length]!;
      sent[`${run}-${n}`] = Date.now();
      pending.push(
        socket.request("VehicleSaveRequestEvent", {
          id: vehicle.id,
          vehicle: { ...editableFields(vehicle), model: `bench-${run}-${n}~` },
        }),
      );
      n += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const replies = (await Promise.all(pending)) as { statusCode: number; error?: { messageId: string; hint: string } }[];
  const failed = replies.filter((r) => r.statusCode !== 200);
  if (failed.length > 0)
    throw new Error(`${failed.length} live changes failed, e.g. ${JSON.stringify(failed[0]!.error)}`);
  const elapsed = (Date.now() - started) / 1000;
  socket.close();
  return { sent, achievedPerSecond: Math.round(n / elapsed) };
}
