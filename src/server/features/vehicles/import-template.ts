// GET /api/v1/imports/templates/vehicles.csv: the vehicles file to fill in (docs/vehicles.md "Importing vehicles"),
// every column the import reads with two example rows. It holds no company's data, so it needs no session: the
// import screen links it for download and a spreadsheet opens it as it is.
import { stringify } from "csv-stringify/sync";
import type { FastifyInstance } from "fastify";

import { FORMULA_SAFE_CSV } from "../../lists/spreadsheet-cells";
import { TEMPLATE_EXAMPLES, VEHICLE_COLUMNS } from "./import-columns";

export const VEHICLES_TEMPLATE_PATH = "/api/v1/imports/templates/vehicles.csv";

/** The template's text: a BOM so Excel reads it as UTF-8, the header line, the examples. */
export function vehiclesTemplateCsv(): string {
  const rows = [
    VEHICLE_COLUMNS.map((column) => column.header),
    ...TEMPLATE_EXAMPLES.map((example) => VEHICLE_COLUMNS.map((column) => example[column.key] ?? "")),
  ];
  return `\uFEFF${stringify(rows, { ...FORMULA_SAFE_CSV, record_delimiter: "windows" })}`;
}

export function registerVehiclesTemplateRoute(app: FastifyInstance): void {
  app.get(VEHICLES_TEMPLATE_PATH, async (_request, reply) =>
    reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="vehicles.csv"')
      .send(vehiclesTemplateCsv()),
  );
}
