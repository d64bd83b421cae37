import type { Selectable } from "kysely";

import type { CheckInListField } from "../../../shared/generated/checkins";
import type { CheckInsTable } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";

export type CheckInRow = Selectable<CheckInsTable>;

/** The check-in list's fields (schema CheckInListField), as checkInFromRow gives them, absent as null. */
export const CHECKIN_LIST_FIELDS: ListFields<CheckInListField, CheckInRow> = {
  employeeName: { columns: ["employee_name"], read: (r) => r.employee_name },
  userId: { columns: ["user_id"], read: (r) => r.user_id },
  result: { columns: ["result"], read: (r) => r.result },
  reason: { columns: ["reason"], read: (r) => r.reason || null },
  createdDate: { columns: ["created_date"], read: (r) => r.created_date.getTime() },
  day: { columns: ["day"], read: (r) => r.day },
  hasLocation: { columns: ["latitude"], read: (r) => r.latitude !== null },
};

export const ALL_CHECKIN_LIST_FIELDS = Object.keys(CHECKIN_LIST_FIELDS) as CheckInListField[];
