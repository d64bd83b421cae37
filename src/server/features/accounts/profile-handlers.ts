// The signed-in user's own profile and settings (/portal/profile, /portal/settings).
import type { Profile } from "../../../shared/generated/accounts";
import type { EmployeePreferences } from "../../../shared/generated/users";
import type { SignedInContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { userFromRow } from "../users/index";
import { canEditOwnProfile } from "./profile-rules";

type ProfileHandlers = Pick<
  Handlers,
  "UserProfileRequestEvent" | "UserProfileSaveRequestEvent" | "UserSettingsSaveRequestEvent"
>;

const SIGNATURE_PATTERN = /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

async function loadProfile(context: SignedInContext): Promise<Profile> {
  const session = context.session;
  const row = await context.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", session.userId)
    .executeTakeFirstOrThrow();
  const employee = session.companyId
    ? await context.db
        .selectFrom("employees")
        .select("preferences")
        .where("user_id", "=", session.userId)
        .where("company_id", "=", session.companyId)
        .executeTakeFirst()
    : undefined;
  const preference = ((employee?.preferences ?? {}) as EmployeePreferences).driverCanUpdateProfile;
  return {
    user: userFromRow(row),
    canEdit: canEditOwnProfile(session.roles, session.features, preference),
    ...(row.signature ? { signature: row.signature } : {}),
  };
}

export const profileHandlers: ProfileHandlers = {
  async UserProfileRequestEvent(_payload, context) {
    return loadProfile(context);
  },

  async UserProfileSaveRequestEvent(payload, context) {
    const session = context.session;
    if (!(await loadProfile(context)).canEdit)
      throw new EventError("UnauthorizedException", "Your company lets only managers change drivers' profiles.");
    if (payload.signature !== undefined && !SIGNATURE_PATTERN.test(payload.signature)) {
      throw new EventError("BadRequest", "signature: must be an image data URL (png, jpeg, webp or svg)");
    }
    const f = payload.fields;
    const text = (value: string | undefined) => (value === undefined || value.trim() === "" ? null : value.trim());
    await context.db
      .updateTable("users")
      .set({
        first: f.first.trim(),
        last: f.last.trim(),
        phone: text(f.phone),
        street: text(f.street),
        city: text(f.city),
        postal: text(f.postal),
        jurisdiction: text(f.jurisdiction),
        country: text(f.country),
        license_class: text(f.licenseClass),
        license_expiry: f.licenseExpiry !== undefined && f.licenseExpiry > 0 ? f.licenseExpiry : null,
        modified_by: session.userId,
        modified_date: context.clock.date(),
        ...(payload.signature !== undefined
          ? { signature: payload.signature }
          : payload.clearSignature
            ? { signature: null }
            : {}),
      })
      .where("id", "=", session.userId)
      .execute();
    return loadProfile(context);
  },

  async UserSettingsSaveRequestEvent(payload, context) {
    const session = context.session;
    if (payload.timeZone !== undefined && !isTimeZone(payload.timeZone))
      throw new EventError("BadRequest", `timeZone: "${payload.timeZone}" is not an IANA time zone`);
    const row = await context.db
      .updateTable("users")
      .set({
        ...(payload.locale !== undefined ? { locale: payload.locale } : {}),
        ...(payload.timeZone !== undefined ? { time_zone: payload.timeZone } : {}),
        modified_by: session.userId,
        modified_date: context.clock.date(),
      })
      .where("id", "=", session.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return userFromRow(row);
  },
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
