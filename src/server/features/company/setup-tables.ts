// Kysely's view of the company domain's table company_schedules_chosen (migration 0033-company-setup): when someone
// kept the standard inspection schedules, the getting-started checklist's last step (setup.ts).
export interface CompanySchedulesChosenTable {
  company_id: string;
  chosen_at: Date;
  chosen_by: string | null;
}

export interface CompanySetupTables {
  company_schedules_chosen: CompanySchedulesChosenTable;
}

// The company domain's tables join the Database interface (db/tables.ts) from here.
declare module "../../db/tables" {
  interface Database extends CompanySetupTables {}
}
