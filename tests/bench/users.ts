import { USER_LIST_FIELDS, type UserListRow } from "../../src/server/features/users/list-fields";
import { userListSpec } from "../../src/server/features/users/list-spec";
import { selectedColumns, toColumns } from "../../src/server/lists/columnar";
// The users section of `npm run bench`: the people list's window query at shallow, middle and deep
// positions of a 10⁴-employee company (the handler's own path: count + rows + columns), and a 10,000-row CSV import
// through the real upload route and websocket event, into a fresh company each run so reruns measure the same work.
// Browser figures (route → first rows, jump, sort) join once the users screen exists.
import { ensureFleetCompany } from "../../src/server/seed/fleet";
import type { RunningServer } from "../../src/server/start-server";
import { solvedBotCheck } from "../../src/server/testing/bot-check";
import { openTestSocket } from "../../src/server/testing/ws-client";
import type { UserListField } from "../../src/shared/generated/users";
import { percentile, round } from "./stats";

export const USER_ROWS = Number(process.env.BENCH_USER_ROWS ?? 10_000);
const IMPORT_ROWS = 10_000;
const FIELDS: UserListField[] = ["first", "last", "email", "roles", "licenseClass", "licenseExpiry", "state"];

export async function measureUserQueries(
  server: RunningServer,
  companyId: string,
  runs = 30,
): Promise<Record<string, number>> {
  const { db, lists } = server.services;
  const spec = () => userListSpec(db, companyId, {}, { column: "name", direction: "asc" }, Date.now());
  const columns = selectedColumns(USER_LIST_FIELDS, FIELDS);
  const count = await lists.count(spec());
  const offsets = [0, Math.floor(count / 2), Math.max(0, count - 100)];
  const query = async (offset: number) => {
    const rows = await lists.rows<UserListRow>(spec(), Math.min(offset, count - 1), 100, (q) =>
      q.select(["user_id", ...columns]),
    );
    return toColumns(USER_LIST_FIELDS, FIELDS, rows);
  };
  for (const offset of offsets) await query(offset);
  const result: Record<string, number> = {};
  for (const offset of offsets) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await lists.count(spec());
      await query(offset + (i % 5));
      times.push(performance.now() - started);
    }
    result[String(offset)] = round(percentile(times, 95));
  }
  return result;
}

export async function measureImport(
  server: RunningServer,
  password: string,
): Promise<{ importRowsPerSecond: number; importMs: number }> {
  const run = Date.now().toString(36);
  const company = await ensureFleetCompany(server.services.db, `Import Bench ${run}`, password);
  const socket = await openTestSocket(`${server.url.replace(/^http/, "ws")}/api/v1/ws`);
  try {
    const signIn = await socket.request("UserSignInRequestEvent", {
      email: company.ownerEmail,
      password,
      altcha: await solvedBotCheck(socket),
    });
    if (signIn.statusCode !== 200) throw new Error(`import bench could not sign in: ${JSON.stringify(signIn.error)}`);
    const token = (signIn.payload as { token: string }).token;
    const rows = Array.from(
      { length: IMPORT_ROWS },
      (_, i) =>
        `Pat${i},"Doe, Jr.",pat.${i}@${run}.bench.localhost,Driver,AZ,2028-01-31,E${i},416-555-${String(i).padStart(4, "0")}`,
    );
    const csv = `\uFEFFFirst name,Last name,Email,Roles,Licence class,Licence expiry,Employment ID,Phone\r\n${rows.join("\r\n")}\r\n`;
    const started = performance.now();
    const uploaded = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv" },
      body: csv,
    });
    if (uploaded.status !== 201)
      throw new Error(`import bench upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const { id } = (await uploaded.json()) as { id: string };
    const reply = await socket.request("ImportEmployeesFromFileQueryOperation", {
      files: [id],
      companyId: company.companyId,
    });
    const ms = performance.now() - started;
    if (reply.statusCode !== 200 || (reply.payload as { imported: number }).imported !== IMPORT_ROWS)
      throw new Error(`import bench failed: ${JSON.stringify(reply.error ?? reply.payload).slice(0, 500)}`);
    return { importRowsPerSecond: Math.round(IMPORT_ROWS / (ms / 1000)), importMs: Math.round(ms) };
  } finally {
    socket.close();
  }
}
