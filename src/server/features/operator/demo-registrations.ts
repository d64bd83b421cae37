// Two sign-ups waiting for the operator in the demo data (docs/operator.md "Demo data and scale"), so
// /portal/admin/registration/list shows what a morning's queue looks like. Their /verify links were never mailed:
// only the operator can move them on.
import { randomBytes } from "node:crypto";

import type { Kysely } from "kysely";

import type { SignUpRequest } from "../../../shared/generated/accounts";
import type { Database } from "../../db/tables";
import { hashToken } from "../../tokens";
import { REGISTRATION_TTL_DAYS } from "../accounts/index";

const HOUR_MS = 3600_000;

const WAITING: { hoursAgo: number; locale: "en-CA" | "fr-CA"; fields: Omit<SignUpRequest, "altcha"> }[] = [
  {
    hoursAgo: 3,
    locale: "en-CA",
    fields: {
      userFirst: "Harpreet",
      userLast: "Gill",
      userEmail: "harpreet@prairiegrain.localhost",
      userPhone: "306-555-0142",
      companyName: "Prairie Grain Haulers",
      companyWebsite: "prairiegrain.localhost",
      companyCity: "Regina",
      companyProvince: "SK",
      companyRole: "Owner",
      terms: true,
      featureCheckIn: false,
      featureHoursOfService: true,
      featureInspection: true,
      fleetSize: "11-20",
      ads: "webSearchOrAd",
      locale: "en-CA",
    },
  },
  {
    hoursAgo: 19,
    locale: "fr-CA",
    fields: {
      userFirst: "Geneviève",
      userLast: "Tremblay",
      userEmail: "genevieve@cotenord.localhost",
      userPhone: "418-555-0187",
      companyName: "Transport Côte-Nord",
      companyWebsite: "cotenord.localhost",
      companyCity: "Baie-Comeau",
      companyProvince: "QC",
      companyRole: "Directrice des opérations",
      terms: true,
      featureCheckIn: true,
      featureHoursOfService: false,
      featureInspection: true,
      fleetSize: "31-50",
      ads: "consultants",
      locale: "fr-CA",
      other: "Nous avons aussi une dizaine de chariots élévateurs.",
    },
  },
];

export async function seedDemoRegistrations(db: Kysely<Database>, nowMs: number): Promise<void> {
  for (const { hoursAgo, locale, fields } of WAITING) {
    const created = nowMs - hoursAgo * HOUR_MS;
    await db
      .insertInto("registrations")
      .values({
        key_hash: hashToken(randomBytes(32).toString("base64url")),
        email: fields.userEmail,
        company_website: fields.companyWebsite ?? null,
        fields: JSON.stringify(fields),
        locale,
        created_date: new Date(created),
        expires_at: new Date(created + REGISTRATION_TTL_DAYS * 24 * HOUR_MS),
      })
      .execute();
  }
}
