// The demo's QuickBooks history (README "The two commands"): the platform administrator exported the last three
// months of invoices and payments, as IIF and QuickBooks Online CSV, so /portal/integrations/qbooks shows what was
// exported when, with files that open — built by the same code as a real export.
import { sql, type Transaction } from "kysely";

import { addMonths, daysInMonth } from "../../../shared/rules/billing";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { localDate } from "./plan";
import { createQuickBooksExport } from "./quickbooks-export";

const pad = (n: number) => String(n).padStart(2, "0");

export async function seedDemoQuickBooksExport(trx: Transaction<Database>, nowMs: number): Promise<void> {
  const { rows } = await sql<{ id: string; first: string; last: string }>`
    select u.id, u.first, u.last from users u join employees e on e.user_id = u.id
    where 'administrator' = any(e.roles) order by u.created_date limit 1`.execute(trx);
  const admin = rows[0];
  if (!admin) return;
  const today = localDate(nowMs, "America/Toronto");
  const first = addMonths(today.year, today.month, -3);
  const last = addMonths(today.year, today.month, -1);
  const selection = {
    kind: "period" as const,
    from: `${first.year}-${pad(first.month)}-01`,
    to: `${last.year}-${pad(last.month)}-${pad(daysInMonth(last.year, last.month))}`,
  };
  try {
    await createQuickBooksExport(trx, {
      selection,
      formats: ["iif", "qbo"],
      actor: { id: admin.id, name: `${admin.first} ${admin.last}` },
    });
  } catch (error) {
    // Nothing billed in those months (a plan without priced features): no history to show, and nothing was written.
    if (!(error instanceof EventError)) throw error;
  }
}
