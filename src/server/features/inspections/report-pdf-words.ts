// The inspection report PDF's own words (its labels, states, counts and dates) in English, Canadian French and
// Spanish: the whole report reads in its reader's language (docs/inspections.md "The report PDF"), the stock
// schedule's texts through scheduleText. Written by hand like the mail templates (src/server/mail/templates/); any
// other locale reads English. French follows Quebec usage: a trip inspection is a "ronde de sécurité" (NSC Standard 13
// as the SAAQ words it), a defect a "défectuosité".
import type { Inspection, InspectionAnswer, InspectionDefect } from "../../../shared/generated/inspections";
import { formatDate } from "../../mail/format-date";

/** The locales the report is written in; the Intl locale of its dates and numbers. */
export type ReportLocale = "en-CA" | "en-US" | "fr-CA" | "es";

export function reportLocale(value: string | null | undefined): ReportLocale {
  return value === "fr-CA" || value === "es" || value === "en-US" ? value : "en-CA";
}

export interface ReportWords {
  locale: ReportLocale;
  /** "Trip inspection report — NSC Standard 13 — Schedule 1" */
  title: (scheduleName: string) => string;
  /** " (Schedule 1)", after a schedule name that does not say its number. */
  scheduleNumber: (number: string) => string;
  /** The PDF's title in its properties. */
  documentTitle: (vehicle: string, date: string) => string;
  /** "Odometer: ", the label of a field and what separates it from its value. */
  label: (name: string) => string;
  field: Record<
    | "vehicle"
    | "trailer"
    | "driver"
    | "date"
    | "tripType"
    | "odometer"
    | "hubometer"
    | "plate"
    | "location"
    | "coordinates"
    | "found"
    | "now"
    | "validUntil",
    string
  >;
  attached: (date: string) => string;
  detached: (date: string) => string;
  tripType: Record<Inspection["tripType"], string>;
  status: Record<Inspection["status"], string>;
  answer: Record<InspectionAnswer["option"], string>;
  state: Record<InspectionDefect["state"], string>;
  /** "MAJOR" / "Minor" at the head of a defect's line. */
  severity: Record<InspectionDefect["severity"], string>;
  /** "Major" / "Minor" before a defect in the answers' notes. */
  severityNote: Record<InspectionDefect["severity"], string>;
  part: (n: number) => string;
  noDefects: string;
  defects: (count: number) => string;
  driversRemark: (remark: string) => string;
  /** "Status: Repaired on … by …" */
  defectState: (state: string, on: string | undefined, by: string | undefined) => string;
  repairNote: (note: string) => string;
  acknowledged: (by: string | undefined, on: string) => string;
  signatureOf: (name: string) => string;
  repairer: string;
  acknowledgedHeading: string;
  remarks: string;
  declaration: string;
  answers: (parts: number) => string;
  columns: Record<"part" | "item" | "unit" | "result" | "notes", string>;
  remark: (remark: string) => string;
  photos: (count: number) => string;
  page: (page: number, of: number) => string;
}

/** French puts a no-break space before a colon (Office québécois de la langue française). */
const NBSP = "\u00a0";

const plural = (locale: ReportLocale, count: number, one: string, other: string) =>
  new Intl.PluralRules(locale).select(count) === "one" ? one : other;

function english(locale: "en-CA" | "en-US"): ReportWords {
  return {
    locale,
    title: (name) => `Trip inspection report — ${name}`,
    scheduleNumber: (n) => ` (Schedule ${n})`,
    documentTitle: (vehicle, date) => `Inspection ${vehicle} ${date}`,
    label: (name) => `${name}: `,
    field: {
      vehicle: "Vehicle",
      trailer: "Trailer",
      driver: "Driver",
      date: "Date",
      tripType: "Trip type",
      odometer: "Odometer",
      hubometer: "Hubometer",
      plate: "Plate",
      location: "Location",
      coordinates: "Coordinates",
      found: "Found",
      now: "Now",
      validUntil: "Valid until",
    },
    attached: (date) => `attached ${date}`,
    detached: (date) => `detached ${date}`,
    tripType: { "pre-trip": "Pre-trip", "post-trip": "Post-trip", enroute: "En route" },
    status: { good: "Good", minor: "Minor defects", major: "Major defect — out of service" },
    answer: { ok: "OK", na: "N/A", minor: "Minor defect", major: "Major defect" },
    state: { open: "Open", repaired: "Repaired", "no-correction-needed": "No correction needed" },
    severity: { major: "MAJOR", minor: "Minor" },
    severityNote: { major: "Major", minor: "Minor" },
    part: (n) => `part ${n}`,
    noDefects: "No defects found",
    defects: (count) => `Defects (${count})`,
    driversRemark: (remark) => `Driver's remark: ${remark}`,
    defectState: (state, on, by) => `Status: ${state}${on ? ` on ${on}` : ""}${by ? ` by ${by}` : ""}`,
    repairNote: (note) => `Repair note: ${note}`,
    acknowledged: (by, on) => `Acknowledged by ${by ?? "the next driver"} on ${on}`,
    signatureOf: (name) => `Signature of ${name}`,
    repairer: "the person certifying the repair",
    acknowledgedHeading: "Repairs acknowledged by the driver",
    remarks: "Remarks",
    declaration: "Declaration",
    answers: (parts) => `Schedule answers (${parts} ${plural(locale, parts, "part", "parts")})`,
    columns: { part: "Part", item: "Item", unit: "Unit", result: "Result", notes: "Notes" },
    remark: (remark) => `Remark: ${remark}`,
    photos: (count) => `${count} ${plural(locale, count, "photo", "photos")} on file`,
    page: (page, of) => `page ${page} of ${of}`,
  };
}

const FRENCH: ReportWords = {
  locale: "fr-CA",
  title: (name) => `Rapport de ronde de sécurité — ${name}`,
  scheduleNumber: (n) => ` (Annexe ${n})`,
  documentTitle: (vehicle, date) => `Ronde de sécurité ${vehicle} ${date}`,
  label: (name) => `${name}${NBSP}: `,
  field: {
    vehicle: "Véhicule",
    trailer: "Remorque",
    driver: "Conducteur",
    date: "Date",
    tripType: "Type de ronde",
    odometer: "Odomètre",
    hubometer: "Odomètre de moyeu",
    plate: "Plaque",
    location: "Lieu",
    coordinates: "Coordonnées",
    found: "État constaté",
    now: "État actuel",
    validUntil: "Valide jusqu'au",
  },
  attached: (date) => `attelée le ${date}`,
  detached: (date) => `dételée le ${date}`,
  tripType: { "pre-trip": "Avant le départ", "post-trip": "Après le trajet", enroute: "En cours de route" },
  status: {
    good: "Bon état",
    minor: "Défectuosités mineures",
    major: "Défectuosité majeure — hors service",
  },
  answer: { ok: "Conforme", na: "S. O.", minor: "Défectuosité mineure", major: "Défectuosité majeure" },
  state: { open: "Ouverte", repaired: "Réparée", "no-correction-needed": "Aucune correction requise" },
  severity: { major: "DÉFECTUOSITÉ MAJEURE", minor: "Défectuosité mineure" },
  severityNote: { major: "Majeure", minor: "Mineure" },
  part: (n) => `partie ${n}`,
  noDefects: "Aucune défectuosité constatée",
  defects: (count) => `${plural("fr-CA", count, "Défectuosité", "Défectuosités")} (${count})`,
  driversRemark: (remark) => `Remarque du conducteur${NBSP}: ${remark}`,
  defectState: (state, on, by) => `État${NBSP}: ${state}${on ? ` le ${on}` : ""}${by ? ` par ${by}` : ""}`,
  repairNote: (note) => `Note de réparation${NBSP}: ${note}`,
  acknowledged: (by, on) => `Réparation constatée par ${by ?? "le conducteur suivant"} le ${on}`,
  signatureOf: (name) => `Signature de ${name}`,
  repairer: "la personne qui atteste la réparation",
  acknowledgedHeading: "Réparations constatées par le conducteur",
  remarks: "Remarques",
  declaration: "Déclaration",
  answers: (parts) => `Réponses de l'annexe (${parts} ${plural("fr-CA", parts, "partie", "parties")})`,
  columns: { part: "Partie", item: "Élément", unit: "Unité", result: "Résultat", notes: "Notes" },
  remark: (remark) => `Remarque${NBSP}: ${remark}`,
  photos: (count) => `${count} ${plural("fr-CA", count, "photo versée", "photos versées")} au dossier`,
  page: (page, of) => `page ${page} sur ${of}`,
};

const SPANISH: ReportWords = {
  locale: "es",
  title: (name) => `Informe de inspección de viaje — ${name}`,
  scheduleNumber: (n) => ` (Anexo ${n})`,
  documentTitle: (vehicle, date) => `Inspección ${vehicle} ${date}`,
  label: (name) => `${name}: `,
  field: {
    vehicle: "Vehículo",
    trailer: "Remolque",
    driver: "Conductor",
    date: "Fecha",
    tripType: "Tipo de inspección",
    odometer: "Odómetro",
    hubometer: "Hubodómetro",
    plate: "Matrícula",
    location: "Lugar",
    coordinates: "Coordenadas",
    found: "Estado encontrado",
    now: "Estado actual",
    validUntil: "Válida hasta",
  },
  attached: (date) => `enganchado el ${date}`,
  detached: (date) => `desenganchado el ${date}`,
  tripType: { "pre-trip": "Antes del viaje", "post-trip": "Después del viaje", enroute: "En ruta" },
  status: { good: "Buen estado", minor: "Defectos menores", major: "Defecto mayor — fuera de servicio" },
  answer: { ok: "Correcto", na: "No aplica", minor: "Defecto menor", major: "Defecto mayor" },
  state: { open: "Abierto", repaired: "Reparado", "no-correction-needed": "No requiere corrección" },
  severity: { major: "DEFECTO MAYOR", minor: "Defecto menor" },
  severityNote: { major: "Mayor", minor: "Menor" },
  part: (n) => `parte ${n}`,
  noDefects: "No se encontraron defectos",
  defects: (count) => `${plural("es", count, "Defecto", "Defectos")} (${count})`,
  driversRemark: (remark) => `Comentario del conductor: ${remark}`,
  defectState: (state, on, by) => `Estado: ${state}${on ? ` el ${on}` : ""}${by ? ` por ${by}` : ""}`,
  repairNote: (note) => `Nota de reparación: ${note}`,
  acknowledged: (by, on) => `Reparación confirmada por ${by ?? "el siguiente conductor"} el ${on}`,
  signatureOf: (name) => `Firma de ${name}`,
  repairer: "la persona que certifica la reparación",
  acknowledgedHeading: "Reparaciones confirmadas por el conductor",
  remarks: "Observaciones",
  declaration: "Declaración",
  answers: (parts) => `Respuestas del anexo (${parts} ${plural("es", parts, "parte", "partes")})`,
  columns: { part: "Parte", item: "Elemento", unit: "Unidad", result: "Resultado", notes: "Notas" },
  remark: (remark) => `Comentario: ${remark}`,
  photos: (count) => `${count} ${plural("es", count, "foto archivada", "fotos archivadas")}`,
  page: (page, of) => `página ${page} de ${of}`,
};

/** The report's words in `locale`; English for any locale it is not written in. */
export function reportWords(locale: string | null | undefined): ReportWords {
  const resolved = reportLocale(locale);
  return resolved === "fr-CA" ? FRENCH : resolved === "es" ? SPANISH : english(resolved);
}

/**
 * "23 nov. 2026, 07 h 00 HNE": an instant in the reader's locale and the company's time zone, as mails print it. The
 * standard PDF fonts have no narrow no-break space: it prints as a no-break space.
 */
export function reportDate(ms: number, timeZone: string, locale: ReportLocale): string {
  return formatDate(ms, timeZone, locale).replace(/\u202f/g, NBSP);
}

/** "702 884 km": a whole-number reading grouped as the reader's locale groups thousands; other text as typed. */
export function reportReading(value: string, unit: string | undefined, locale: ReportLocale): string {
  const text = value.trim();
  const grouped = /^\d+$/.test(text)
    ? new Intl.NumberFormat(locale).format(Number(text)).replace(/\u202f/g, NBSP)
    : text;
  return `${grouped} ${(unit ?? "km").toLowerCase()}`;
}
