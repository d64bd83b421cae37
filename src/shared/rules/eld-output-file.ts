// The ELD output file (49 CFR 395 Subpart B, Appendix A §4.8.2; Canada's ELD technical standard follows it): a
// comma-delimited text file of segments, each headed by its name ("ELD File Header Segment:", "User List:", "CMV
// List:", "ELD Event List:", …, "End of File:"), one record per line, each line ending with its line data check
// value. What a compliance office needs from it is the driver's record of duty status: the duty status changes
// (event type 1, §7.20 codes 1 off duty, 2 sleeper berth, 3 driving, 4 on duty not driving) and the indications of
// authorized personal use and yard moves (event type 3, code 1 personal conveyance, 2 yard move, 0 cleared), of
// active records only (§7.23 event record status 1; 2–4 are edits superseded or not accepted).
//
// Times: event date <MMDDYY> and time <HHMMSS> are in the time standard of the driver's home terminal; the header
// gives its offset from UTC in hours (§7.41 "Time Zone Offset from UTC", 04–11, west of Greenwich), so an instant is
// local + offset.
//
// Malformed input is refused with the line and the reason (EldFileError) — nothing is guessed and nothing
// half-read is returned. Line data check values (§4.4.5.2) are verified; a mismatch is reported as a warning, not an
// error: the value guards against transcription mistakes, and refusing a carrier's whole file over a vendor's
// check value would leave its hours unaudited.
import type { HosEvent } from "./hours-of-service";

export class EldFileError extends Error {
  override readonly name = "EldFileError";
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export interface EldDriver {
  lastName: string;
  firstName: string;
  username: string;
  licenceJurisdiction: string;
  licenceNumber: string;
}

export interface EldDutyEvent {
  /** 1-based line in the file. */
  line: number;
  sequenceId: number;
  status: HosEvent["status"];
  /** ISO 8601 instant (UTC). */
  at: string;
  /** §7.22: 1 recorded automatically, 2 entered or edited by the driver, 3 edit requested by another user, 4 assumed from the unidentified driver profile. */
  origin: number;
  /**
   * Where it happened: the driver's location description of the event's annotation (§4.8.2.1.5, §7.12) when the file
   * has one, else its latitude and longitude (§7.31, §7.33) when recorded ("X", "M" and "E" mean none).
   */
  location?: string;
}

export interface EldOutputFile {
  driver: EldDriver;
  carrierName: string;
  usdotNumber: string;
  /** Hours west of UTC of the home terminal's time standard. */
  utcOffsetHours: number;
  /** Header line 7 (§4.8.2.1.1): the ELD's registration id (§7.29) and identifier (§7.15), when the file has that line. */
  eldRegistrationId?: string;
  eldIdentifier?: string;
  /** The record of duty status, in time order, as the hours-of-service engine takes it. */
  events: EldDutyEvent[];
  /** Lines whose check value did not match (line numbers; the file data check value's line among them). */
  checkValueMismatches: number[];
  /** §4.4.5.3: the file data check value after "End of File:" when it is not the one its lines add up to. */
  fileCheckMismatch?: { expected: string; found: string };
}

const SEGMENTS = [
  "ELD File Header Segment:",
  "User List:",
  "CMV List:",
  "ELD Event List:",
  "ELD Event Annotations or Comments:",
  "Driver's Certification/Recertification Actions:",
  "Malfunctions and Data Diagnostic Events:",
  "ELD Login/Logout Report:",
  "CMV Engine Power-Up and Shut Down Activity:",
  "Unidentified Driver Profile Records:",
  "End of File:",
] as const;

/** §4.4.5.2: the line data check value — the mapped character sum's low byte, rotated left 3 bits, XOR 0x96. */
export function lineCheckValue(text: string): string {
  let sum = 0;
  for (const char of text) sum += characterValue(char);
  let byte = sum & 0xff;
  for (let i = 0; i < 3; i++) byte = ((byte << 1) | (byte >> 7)) & 0xff;
  return (byte ^ 0x96).toString(16).toUpperCase().padStart(2, "0");
}

/**
 * §4.4.5.3: the file data check value — the sum of every line data check value in the file, its lower two bytes
 * rotated left 3 bits as a 16-bit number, XOR 0x969C, written as four hexadecimal digits.
 */
export function fileCheckValue(lineCheckValues: readonly string[]): string {
  let sum = 0;
  for (const value of lineCheckValues) sum += parseInt(value, 16);
  let word = sum & 0xffff;
  for (let i = 0; i < 3; i++) word = ((word << 1) | (word >> 15)) & 0xffff;
  return (word ^ 0x969c).toString(16).toUpperCase().padStart(4, "0");
}

/** §4.4.5: '1'–'9' and letters count their ASCII code minus 48; every other character, '0' included, counts 0. */
function characterValue(char: string): number {
  const code = char.charCodeAt(0);
  const counted = (code >= 49 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return counted ? code - 48 : 0;
}

interface Line {
  number: number;
  fields: string[];
}

/** Reads a file's lines into segments; lines end with CR, LF or CR LF (§4.8.2: "<CR>"; files travel through mail). */
function segmentsOf(text: string): Map<string, Line[]> {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const segments = new Map<string, Line[]>();
  let current: Line[] | undefined;
  lines.forEach((raw, index) => {
    const number = index + 1;
    const line = raw.trim();
    if (line === "") return;
    const heading = SEGMENTS.find((name) => line.toLowerCase() === name.toLowerCase());
    if (heading !== undefined) {
      if (segments.has(heading)) throw new EldFileError(number, `the segment "${heading}" appears twice`);
      current = [];
      segments.set(heading, current);
      return;
    }
    if (current === undefined)
      throw new EldFileError(
        number,
        `expected the segment "ELD File Header Segment:" first, found "${line.slice(0, 40)}"`,
      );
    current.push({ number, fields: line.split(",") });
  });
  for (const required of ["ELD File Header Segment:", "ELD Event List:", "End of File:"] as const) {
    if (!segments.has(required)) throw new EldFileError(lines.length, `the segment "${required}" is missing`);
  }
  return segments;
}

const DUTY_CODES: Record<string, HosEvent["status"]> = { "1": "off", "2": "sleeper", "3": "driving", "4": "on" };

/** <MMDDYY> <HHMMSS> local to a home terminal `offset` hours west of UTC → epoch ms, or undefined when not a real date-time. */
function instantOf(date: string, time: string, offset: number): number | undefined {
  const d = /^(\d{2})(\d{2})(\d{2})$/.exec(date);
  const t = /^(\d{2})(\d{2})(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  const [month, day, year] = [Number(d[1]), Number(d[2]), 2000 + Number(d[3])];
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3])];
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > new Date(Date.UTC(year, month, 0)).getUTCDate() ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
  return Date.UTC(year, month - 1, day, hour + offset, minute, second);
}

/** §7.31 / §7.33: a recorded latitude and longitude as "43.65, -79.38"; "X", "M", "E" or blank mean none. */
function coordinates(latitude: string | undefined, longitude: string | undefined): string | undefined {
  const number = /^-?\d{1,3}(\.\d{1,2})?$/;
  return latitude && longitude && number.test(latitude) && number.test(longitude)
    ? `${latitude}, ${longitude}`
    : undefined;
}

/** Parses an ELD output file; throws EldFileError naming the first malformed line. */
export function parseEldOutputFile(text: string): EldOutputFile {
  const segments = segmentsOf(text);
  const mismatches: number[] = [];
  const checked = (line: Line, minFields: number, what: string): string[] => {
    if (line.fields.length < minFields + 1)
      throw new EldFileError(
        line.number,
        `${what} needs ${minFields} fields and then its line check value, ${minFields + 1} in all; this line has ${line.fields.length}`,
      );
    const value = line.fields[line.fields.length - 1]!.toUpperCase();
    const body = line.fields.slice(0, -1);
    if (!/^[0-9A-F]{2}$/.test(value))
      throw new EldFileError(line.number, `the line check value "${value}" is not two hexadecimal digits`);
    if (lineCheckValue(body.join("")) !== value) mismatches.push(line.number);
    return body;
  };

  const header = segments.get("ELD File Header Segment:")!;
  if (header.length < 4)
    throw new EldFileError(
      header[header.length - 1]?.number ?? 1,
      "the header segment needs the driver, co-driver, CMV and carrier lines",
    );
  const [last, first, username, jurisdiction, licence] = checked(header[0]!, 5, "the driver line");
  const carrier = checked(header[3]!, 5, "the carrier line");
  const [usdot, carrierName, , , offsetText] = carrier;
  if (!/^\d{2}$/.test(offsetText ?? "") || Number(offsetText) > 12)
    throw new EldFileError(
      header[3]!.number,
      `the time zone offset "${offsetText ?? ""}" is not hours from UTC (§7.41)`,
    );
  const offset = Number(offsetText);
  for (const line of header.slice(1, 3)) checked(line, 1, "a header line");
  const eldLine = header[6] ? checked(header[6], 2, "the ELD line") : undefined;
  const [registrationId, eldIdentifier] = eldLine ?? [];

  // §4.8.2.1.5: an event's annotation may carry the driver's location description, keyed by the event's sequence id.
  const descriptions = new Map<number, string>();
  for (const line of segments.get("ELD Event Annotations or Comments:") ?? []) {
    const [sequenceHex, , , , , description] = checked(line, 6, "an event annotation");
    if (!/^[0-9A-Fa-f]{1,4}$/.test(sequenceHex!))
      throw new EldFileError(line.number, `the event sequence id "${sequenceHex}" is not 0000–FFFF (§7.26)`);
    if (description && description.trim() !== "") descriptions.set(parseInt(sequenceHex!, 16), description.trim());
  }

  const timeline: {
    at: number;
    sequence: number;
    line: number;
    type: "duty" | "special";
    code: string;
    origin: number;
    location: string | undefined;
  }[] = [];
  for (const line of segments.get("ELD Event List:")!) {
    const fields = checked(line, 16, "an ELD event");
    const [sequenceHex, recordStatus, origin, type, code, date, time] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!/^[0-9A-Fa-f]{1,4}$/.test(sequenceHex))
      throw new EldFileError(line.number, `the event sequence id "${sequenceHex}" is not 0000–FFFF (§7.26)`);
    if (!/^[1-4]$/.test(recordStatus))
      throw new EldFileError(line.number, `the event record status "${recordStatus}" is not 1–4 (§7.23)`);
    if (!/^[1-4]$/.test(origin))
      throw new EldFileError(line.number, `the event record origin "${origin}" is not 1–4 (§7.22)`);
    if (!/^[1-7]$/.test(type)) throw new EldFileError(line.number, `the event type "${type}" is not 1–7 (§7.25)`);
    const at = instantOf(date, time, offset);
    if (at === undefined)
      throw new EldFileError(line.number, `"${date} ${time}" is not a date <MMDDYY> and time <HHMMSS> (§7.18, §7.40)`);
    if (recordStatus !== "1") continue;
    const sequence = parseInt(sequenceHex, 16);
    const location = descriptions.get(sequence) ?? coordinates(fields[9], fields[10]);
    if (type === "1") {
      if (DUTY_CODES[code] === undefined)
        throw new EldFileError(line.number, `the duty status code "${code}" is not 1–4 (§7.20)`);
      timeline.push({ at, sequence, line: line.number, type: "duty", code, origin: Number(origin), location });
    } else if (type === "3") {
      if (!/^[012]$/.test(code))
        throw new EldFileError(line.number, `the special driving condition code "${code}" is not 0–2 (§7.20)`);
      timeline.push({ at, sequence, line: line.number, type: "special", code, origin: Number(origin), location });
    }
  }
  timeline.sort((a, b) => a.at - b.at || a.sequence - b.sequence);

  // Personal conveyance is off-duty time and a yard move on-duty time (49 CFR 395.28): the indication changes what
  // the underlying status counts as until it is cleared or the duty status changes.
  const events: EldDutyEvent[] = [];
  let duty: HosEvent["status"] | undefined;
  let special: "personal" | "yard" | undefined;
  for (const entry of timeline) {
    if (entry.type === "duty") {
      duty = DUTY_CODES[entry.code];
      special = undefined;
    } else {
      special = entry.code === "1" ? "personal" : entry.code === "2" ? "yard" : undefined;
    }
    if (duty === undefined) continue;
    const status = special ?? duty;
    const at = new Date(entry.at).toISOString();
    // Two records at one instant (a duty status change and an indication over it): the status in force afterwards is
    // the last; one that lasts no time is no change of the log.
    if (events.at(-1)?.at === at) events.pop();
    if (events.at(-1)?.status === status) continue;
    events.push({
      line: entry.line,
      sequenceId: entry.sequence,
      status,
      at,
      origin: entry.origin,
      ...(entry.location ? { location: entry.location } : {}),
    });
  }
  if (events.length === 0)
    throw new EldFileError(
      segments.get("ELD Event List:")![0]?.number ?? 1,
      "the file has no active duty status change",
    );
  return {
    driver: {
      lastName: last!,
      firstName: first!,
      username: username!,
      licenceJurisdiction: jurisdiction!,
      licenceNumber: licence!,
    },
    carrierName: carrierName ?? "",
    usdotNumber: usdot ?? "",
    utcOffsetHours: offset,
    ...(registrationId ? { eldRegistrationId: registrationId } : {}),
    ...(eldIdentifier ? { eldIdentifier } : {}),
    events,
    ...fileCheck(segments, mismatches),
  };
}

/**
 * §4.4.5.3 verified: the value on the line after "End of File:" against the line data check values the file's lines
 * carry (each as written; a line's own wrong value is reported on its own line). A file without one is read all the
 * same; a wrong one is reported with the value expected, and read all the same.
 */
function fileCheck(
  segments: Map<string, Line[]>,
  mismatches: number[],
): Pick<EldOutputFile, "checkValueMismatches" | "fileCheckMismatch"> {
  const carried: string[] = [];
  for (const [name, lines] of segments)
    if (name !== "End of File:")
      for (const line of lines) {
        const value = line.fields[line.fields.length - 1]!.toUpperCase();
        if (line.fields.length > 1 && /^[0-9A-F]{2}$/.test(value)) carried.push(value);
      }
  const written = segments.get("End of File:")![0];
  const found = written?.fields.join(",").toUpperCase();
  const expected = fileCheckValue(carried);
  if (written === undefined || found === expected) return { checkValueMismatches: mismatches };
  return {
    checkValueMismatches: [...mismatches, written.number].sort((a, b) => a - b),
    fileCheckMismatch: { expected, found: found!.slice(0, 20) },
  };
}
