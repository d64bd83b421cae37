import { fileCheckValue, lineCheckValue } from "./eld-output-file";
// Writes an ELD output file (49 CFR 395 Subpart B, Appendix A §4.8.2) from a record of duty status: the segments in
// the appendix's order, each line ending with its line data check value (§4.4.5.2) and each event with its event data
// check value (§4.4.5.1). The product reads such files (eld-output-file.ts); this writer builds the files its tests,
// its bench and its e2e journey import, so they are real files a third-party ELD could have produced.
//
// Personal conveyance and yard moves are not duty statuses in the file: they are special driving condition
// indications (event type 3, code 1 authorized personal use, 2 yard move, 0 cleared; §7.20) over the duty status in
// force, off duty for personal conveyance and on duty not driving for a yard move (49 CFR 395.28).
import type { HosEvent } from "./hours-of-service";

export interface EldFileEvent {
  status: HosEvent["status"];
  /** Epoch ms. */
  at: number;
  /** The driver's location description, written as the event's annotation (§4.8.2.1.5). */
  location?: string;
}

export interface EldFileInput {
  driver: { lastName: string; firstName: string; username: string; licenceJurisdiction: string; licenceNumber: string };
  carrier: { usdotNumber: string; name: string };
  vehicle: { unit: string; vin: string };
  /** Hours west of UTC of the home terminal's time standard (§7.41), e.g. 5 for Eastern Standard Time. */
  utcOffsetHours: number;
  eldRegistrationId: string;
  eldIdentifier: string;
  /** In time order. */
  events: readonly EldFileEvent[];
  /** Epoch ms of the file's creation (header line 6); the last event's time when absent. */
  createdAt?: number;
}

/** A line as §4.8.2 writes it: the fields, then their line data check value. */
const line = (...fields: string[]) => [...fields, lineCheckValue(fields.join(""))].join(",");

/** §4.4.5.1: the event data check value — like the line's, but XOR 0xC3, over the event's identifying fields. */
function eventCheckValue(fields: string[]): string {
  const lineValue = parseInt(lineCheckValue(fields.join("")), 16) ^ 0x96;
  return (lineValue ^ 0xc3).toString(16).toUpperCase().padStart(2, "0");
}

const two = (n: number) => String(n).padStart(2, "0");

/** Epoch ms → <MMDDYY>, <HHMMSS> in the home terminal's time standard. */
function localDateTime(ms: number, offsetHours: number): [string, string] {
  const d = new Date(ms - offsetHours * 3_600_000);
  return [
    `${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCFullYear() % 100)}`,
    `${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`,
  ];
}

const DUTY_CODE: Record<"off" | "sleeper" | "driving" | "on", number> = { off: 1, sleeper: 2, driving: 3, on: 4 };
const UNDERLYING: Record<HosEvent["status"], "off" | "sleeper" | "driving" | "on"> = {
  off: "off",
  sleeper: "sleeper",
  driving: "driving",
  on: "on",
  personal: "off",
  yard: "on",
};

interface FileRecord {
  type: 1 | 3;
  code: number;
  at: number;
  location: string | undefined;
}

/** The file's event records for a record of duty status: duty status changes and special driving condition indications. */
function recordsOf(events: readonly EldFileEvent[]): FileRecord[] {
  const records: FileRecord[] = [];
  let duty: "off" | "sleeper" | "driving" | "on" | undefined;
  let special = false;
  for (const event of events) {
    const underlying = UNDERLYING[event.status];
    const wantsSpecial = event.status === "personal" || event.status === "yard";
    if (underlying !== duty) {
      // A duty status change clears any indication (the reader does the same).
      records.push({ type: 1, code: DUTY_CODE[underlying], at: event.at, location: event.location });
      duty = underlying;
      special = false;
    } else if (special && !wantsSpecial) {
      records.push({ type: 3, code: 0, at: event.at, location: event.location });
      special = false;
    }
    if (wantsSpecial) {
      records.push({ type: 3, code: event.status === "personal" ? 1 : 2, at: event.at, location: event.location });
      special = true;
    }
  }
  return records;
}

export function writeEldOutputFile(input: EldFileInput): string {
  const offset = input.utcOffsetHours;
  const records = recordsOf(input.events);
  let miles = 120_000;
  let engineHours = 8_000;
  const eventLines: string[] = [];
  const annotationLines: string[] = [];
  records.forEach((record, index) => {
    const sequence = (index + 1).toString(16).toUpperCase().padStart(4, "0");
    const [date, time] = localDateTime(record.at, offset);
    const next = records[index + 1];
    // Odometer and engine hours move on while driving, as an ELD records them.
    if (record.type === 1 && record.code === 3 && next) {
      const hours = (next.at - record.at) / 3_600_000;
      miles += Math.round(hours * 55);
      engineHours += Math.round(hours * 10) / 10;
    }
    const [lat, lon] = ["43.59", "-79.64"];
    const origin = record.type === 1 && record.code === 3 ? "1" : "2";
    const checked = [
      String(record.type),
      String(record.code),
      date,
      time,
      String(miles),
      engineHours.toFixed(1),
      lat,
      lon,
      input.vehicle.unit,
      input.driver.username,
    ];
    const eventCheck = eventCheckValue(checked);
    eventLines.push(
      line(
        sequence,
        "1",
        origin,
        String(record.type),
        String(record.code),
        date,
        time,
        String(miles),
        engineHours.toFixed(1),
        lat,
        lon,
        "0",
        "1",
        "1",
        "0",
        "0",
        eventCheck,
      ),
    );
    if (record.location)
      annotationLines.push(
        line(sequence, input.driver.username, "", date, time, record.location.replace(/,/g, " ").slice(0, 60)),
      );
  });
  const [nowDate, nowTime] = localDateTime(input.createdAt ?? input.events.at(-1)?.at ?? 0, offset);
  const lines = [
    "ELD File Header Segment:",
    line(
      input.driver.lastName,
      input.driver.firstName,
      input.driver.username,
      input.driver.licenceJurisdiction,
      input.driver.licenceNumber,
    ),
    line("", "", ""),
    line(input.vehicle.unit, input.vehicle.vin, ""),
    line(input.carrier.usdotNumber, input.carrier.name, "7", "000000", two(offset)),
    line("", "0"),
    line(nowDate, nowTime, "43.59", "-79.64", String(miles), engineHours.toFixed(1)),
    line(input.eldRegistrationId, input.eldIdentifier, "AUTH", ""),
    "User List:",
    line("1", "D", input.driver.lastName, input.driver.firstName),
    "CMV List:",
    line("1", input.vehicle.unit, input.vehicle.vin),
    "ELD Event List:",
    ...eventLines,
    "ELD Event Annotations or Comments:",
    ...annotationLines,
    "End of File:",
  ];
  // §4.4.5.3: after "End of File:", the file data check value over every line's line data check value.
  const carried = lines.filter((text) => text.includes(",")).map((text) => text.slice(text.lastIndexOf(",") + 1));
  return [...lines, fileCheckValue(carried), ""].join("\r\n");
}
