// What files are to an inspection (src/server/file-purposes.ts, docs/inspections.md "Who may do what"). A photo
// of a defect is read by whoever may open its inspection: the office, and the driver who took it (a driver sees only
// their own inspections, scope.ts). A signature image is its signer's (record: the signer's user id): the office
// and the signer read it; reports and the details screen carry it inside the inspection they show.
import { filePurpose, readableBy } from "../../file-purposes";
import { INSPECTION_OFFICE_ROLES, ownInspectionsOnly } from "./scope";

const mayOpenInspections = readableBy("InspectionGetRequestEvent");

export const inspectionPhoto = filePurpose({
  name: "inspectionPhoto",
  mayRead: async (db, session, file) => {
    if (file.recordId === null || !(await mayOpenInspections(db, session, file))) return false;
    const ownOnly = ownInspectionsOnly(session);
    if (ownOnly === undefined) return true;
    const inspection = await db
      .selectFrom("vehicle_inspections")
      .select("driver_id")
      .where("id", "=", file.recordId)
      .where("company_id", "=", file.companyId)
      .executeTakeFirst();
    return inspection?.driver_id === ownOnly;
  },
});

export const signatureFile = filePurpose({
  name: "signature",
  mayRead: (_db, session, file) =>
    file.recordId === session.userId || session.roles.some((role) => INSPECTION_OFFICE_ROLES.includes(role)),
});
