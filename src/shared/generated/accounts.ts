// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { EpochMs, Id, LocaleTag, SignatureDataUrl } from "./common";
import { Company, Employee, User } from "./users";

/** Signed into a challenge beside the proof of work: when it expires, in seconds on the server's clock. (altcha-lib's own expiresAt would be checked against the machine's time, not the server's clock.) */
export interface AltchaChallengeData {
  expiresAt: number;
}
export const AltchaChallengeData: t.Type<AltchaChallengeData, AltchaChallengeData, unknown> = rt.closedObject("AltchaChallengeData", {
  expiresAt: rt.boundedNumber({}),
}, {});

export interface AltchaChallengeParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
  keySignature?: string;
  memoryCost?: number;
  parallelism?: number;
  data?: AltchaChallengeData;
}
export const AltchaChallengeParameters: t.Type<AltchaChallengeParameters, AltchaChallengeParameters, unknown> = rt.closedObject("AltchaChallengeParameters", {
  algorithm: rt.boundedString({ maxLength: 40 }),
  nonce: rt.boundedString({ maxLength: 200 }),
  salt: rt.boundedString({ maxLength: 200 }),
  cost: rt.boundedNumber({}),
  keyLength: rt.boundedNumber({}),
  keyPrefix: rt.boundedString({ maxLength: 200 }),
}, {
  keySignature: rt.boundedString({ maxLength: 200 }),
  memoryCost: rt.boundedNumber({}),
  parallelism: rt.boundedNumber({}),
  data: AltchaChallengeData,
});

/** A signed proof-of-work challenge for the ALTCHA widget (self-hosted bot check on sign-in and register). */
export interface AltchaChallenge {
  parameters: AltchaChallengeParameters;
  signature: string;
}
export const AltchaChallenge: t.Type<AltchaChallenge, AltchaChallenge, unknown> = rt.closedObject("AltchaChallenge", {
  parameters: AltchaChallengeParameters,
  signature: rt.boundedString({ maxLength: 200 }),
}, {});

/** The ALTCHA widget's solution (base64 JSON of challenge and solution). */
export type BotCheckPayload = string;
export const BotCheckPayload: t.Type<BotCheckPayload, BotCheckPayload, unknown> = rt.boundedString({ minLength: 1, maxLength: 4000 });

/** Which app signs in or resumes: the portal (absent) lets administrators, owners, managers and mechanics in; the driver app at /drive lets drivers, non-commercial drivers, mechanics, managers and owners in. */
export type ClientApp = "portal" | "drive";
export const ClientApp: t.Type<ClientApp, ClientApp, unknown> = rt.stringEnum(["portal", "drive"] as const);

/** The email, optionally the company (forCompany), and the companyManagerReset flag (a manager resetting an employee's password). */
export interface CredentialsLostRequest {
  email: string;
  forCompany?: Id;
  companyManagerReset?: boolean;
  locale?: LocaleTag;
}
export const CredentialsLostRequest: t.Type<CredentialsLostRequest, CredentialsLostRequest, unknown> = rt.closedObject("CredentialsLostRequest", {
  email: rt.boundedString({ minLength: 3, maxLength: 254 }),
}, {
  forCompany: Id,
  companyManagerReset: rt.boolean,
  locale: LocaleTag,
});

export interface CredentialsResetCheckRequest {
  token: string;
}
export const CredentialsResetCheckRequest: t.Type<CredentialsResetCheckRequest, CredentialsResetCheckRequest, unknown> = rt.closedObject("CredentialsResetCheckRequest", {
  token: rt.boundedString({ minLength: 1, maxLength: 128 }),
}, {});

/** A new password: at least 10 characters (NIST SP 800-63B §5.1.1.2 asks for ≥ 8; long passphrases welcome). */
export type Password = string;
export const Password: t.Type<Password, Password, unknown> = rt.boundedString({ minLength: 10, maxLength: 1024 });

export interface CredentialsResetRequest {
  token: string;
  password: Password;
}
export const CredentialsResetRequest: t.Type<CredentialsResetRequest, CredentialsResetRequest, unknown> = rt.closedObject("CredentialsResetRequest", {
  token: rt.boundedString({ minLength: 1, maxLength: 128 }),
  password: Password,
}, {});

/** The fleet sizes the sign-up form offers. */
export type FleetSize = "1-5" | "6-10" | "11-20" | "21-30" | "31-50" | "51-75" | "76-100" | "101-150" | "151-200" | "201-500" | "501-1000";
export const FleetSize: t.Type<FleetSize, FleetSize, unknown> = rt.stringEnum(["1-5", "6-10", "11-20", "21-30", "31-50", "51-75", "76-100", "101-150", "151-200", "201-500", "501-1000"] as const);

/** Where the applicant heard about the portal (sign-up form). */
export type HeardAbout = "appStores" | "consultants" | "socialNetworks" | "webSearchOrAd" | "friend" | "other";
export const HeardAbout: t.Type<HeardAbout, HeardAbout, unknown> = rt.stringEnum(["appStores", "consultants", "socialNetworks", "webSearchOrAd", "friend", "other"] as const);

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: Password;
}
export const PasswordChangeRequest: t.Type<PasswordChangeRequest, PasswordChangeRequest, unknown> = rt.closedObject("PasswordChangeRequest", {
  currentPassword: rt.boundedString({ minLength: 1, maxLength: 1024 }),
  newPassword: Password,
}, {});

export interface Profile {
  user: User;
  signature?: SignatureDataUrl;
  canEdit: boolean;
}
export const Profile: t.Type<Profile, Profile, unknown> = rt.closedObject("Profile", {
  user: User,
  canEdit: rt.boolean,
}, {
  signature: SignatureDataUrl,
});

/** What a user may change about themselves on /portal/profile. */
export interface ProfileFields {
  first: string;
  last: string;
  phone?: string;
  street?: string;
  city?: string;
  postal?: string;
  jurisdiction?: string;
  country?: string;
  licenseClass?: string;
  licenseExpiry?: EpochMs;
}
export const ProfileFields: t.Type<ProfileFields, ProfileFields, unknown> = rt.closedObject("ProfileFields", {
  first: rt.boundedString({ minLength: 1, maxLength: 100 }),
  last: rt.boundedString({ minLength: 1, maxLength: 100 }),
}, {
  phone: rt.boundedString({ maxLength: 40 }),
  street: rt.boundedString({ maxLength: 200 }),
  city: rt.boundedString({ maxLength: 100 }),
  postal: rt.boundedString({ maxLength: 20 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  country: rt.boundedString({ maxLength: 60 }),
  licenseClass: rt.boundedString({ maxLength: 10 }),
  licenseExpiry: EpochMs,
});

export interface ProfileSaveRequest {
  fields: ProfileFields;
  signature?: SignatureDataUrl;
  clearSignature?: boolean;
}
export const ProfileSaveRequest: t.Type<ProfileSaveRequest, ProfileSaveRequest, unknown> = rt.closedObject("ProfileSaveRequest", {
  fields: ProfileFields,
}, {
  signature: SignatureDataUrl,
  clearSignature: rt.boolean,
});

/** Present while a platform administrator views `company` read-only (schema/platform.json PlatformViewAsStartRequestEvent): companyName is shown in the banner, homeCompanyId is the operator's own company, which leaving the view returns to. */
export interface ReadOnlyView {
  companyId: Id;
  companyName: string;
  homeCompanyId: Id;
}
export const ReadOnlyView: t.Type<ReadOnlyView, ReadOnlyView, unknown> = rt.closedObject("ReadOnlyView", {
  companyId: Id,
  companyName: rt.boundedString({ maxLength: 200 }),
  homeCompanyId: Id,
}, {});

export interface SettingsSaveRequest {
  locale?: LocaleTag;
  timeZone?: string;
}
export const SettingsSaveRequest: t.Type<SettingsSaveRequest, SettingsSaveRequest, unknown> = rt.closedObject("SettingsSaveRequest", {}, {
  locale: LocaleTag,
  timeZone: rt.boundedString({ minLength: 1, maxLength: 64 }),
});

/** The sign-up form's fields; no password (it is set at /verify/{registrationId}). */
export interface SignUpRequest {
  userFirst: string;
  userLast: string;
  userEmail: string;
  userPhone: string;
  companyName: string;
  companyWebsite?: string;
  companyCity: string;
  companyProvince: string;
  companyRole: string;
  code?: string;
  other?: string;
  terms: boolean;
  featureCheckIn: boolean;
  featureHoursOfService: boolean;
  featureInspection: boolean;
  ads?: HeardAbout;
  fleetSize: FleetSize;
  locale?: LocaleTag;
  altcha: BotCheckPayload;
}
export const SignUpRequest: t.Type<SignUpRequest, SignUpRequest, unknown> = rt.closedObject("SignUpRequest", {
  userFirst: rt.boundedString({ minLength: 1, maxLength: 100 }),
  userLast: rt.boundedString({ minLength: 1, maxLength: 100 }),
  userEmail: rt.boundedString({ minLength: 3, maxLength: 254 }),
  userPhone: rt.boundedString({ minLength: 10, maxLength: 40 }),
  companyName: rt.boundedString({ minLength: 1, maxLength: 200 }),
  companyCity: rt.boundedString({ minLength: 1, maxLength: 100 }),
  companyProvince: rt.boundedString({ minLength: 2, maxLength: 60 }),
  companyRole: rt.boundedString({ minLength: 1, maxLength: 100 }),
  terms: rt.boolean,
  featureCheckIn: rt.boolean,
  featureHoursOfService: rt.boolean,
  featureInspection: rt.boolean,
  fleetSize: FleetSize,
  altcha: BotCheckPayload,
}, {
  companyWebsite: rt.boundedString({ maxLength: 200 }),
  code: rt.boundedString({ maxLength: 40 }),
  other: rt.boundedString({ maxLength: 1000 }),
  ads: HeardAbout,
  locale: LocaleTag,
});

export interface SignUpResponse {
  email: string;
}
export const SignUpResponse: t.Type<SignUpResponse, SignUpResponse, unknown> = rt.closedObject("SignUpResponse", {
  email: rt.boundedString({ maxLength: 254 }),
}, {});

/** What a signed-in client holds: the session token, the user, the chosen company and the user's memberships. */
export interface SignedInSession {
  token: string;
  user: User;
  company?: Company;
  employee?: Employee;
  companies: Record<string, Company>;
  viewAs?: ReadOnlyView;
  /** This session is the account's first: the home screen greets a newcomer rather than welcoming them back. */
  firstSignIn?: boolean;
  /** Sign-in only: this browser's device token for the account (docs/accounts.md "Slowing down guesses"). The client keeps it after signing out and sends it with the account's next sign-in, so a correct password from this browser goes through while strangers' guesses are slowed. */
  deviceToken?: string;
}
export const SignedInSession: t.Type<SignedInSession, SignedInSession, unknown> = rt.closedObject("SignedInSession", {
  token: rt.boundedString({ maxLength: 128 }),
  user: User,
  companies: rt.safeRecord(Company, 1000),
}, {
  company: Company,
  employee: Employee,
  viewAs: ReadOnlyView,
  firstSignIn: rt.boolean,
  deviceToken: rt.boundedString({ maxLength: 128 }),
});

export interface UserSessionResumeRequest {
  token: string;
  company?: Id;
  app?: ClientApp;
}
export const UserSessionResumeRequest: t.Type<UserSessionResumeRequest, UserSessionResumeRequest, unknown> = rt.closedObject("UserSessionResumeRequest", {
  token: rt.boundedString({ minLength: 1, maxLength: 128 }),
}, {
  company: Id,
  app: ClientApp,
});

export interface UserSignInRequest {
  email: string;
  password: string;
  company?: Id;
  altcha?: BotCheckPayload;
  app?: ClientApp;
  /** The device token an earlier sign-in of this account gave this browser (SignedInSession.deviceToken), if it has one. */
  deviceToken?: string;
}
export const UserSignInRequest: t.Type<UserSignInRequest, UserSignInRequest, unknown> = rt.closedObject("UserSignInRequest", {
  email: rt.boundedString({ minLength: 1, maxLength: 254 }),
  password: rt.boundedString({ minLength: 1, maxLength: 1024 }),
}, {
  company: Id,
  altcha: BotCheckPayload,
  app: ClientApp,
  deviceToken: rt.boundedString({ minLength: 1, maxLength: 128 }),
});

/** Without a password: what the registration is (to greet the new owner). With one: the company and its owner come into being. */
export interface VerifyRequest {
  registrationId: string;
  password?: Password;
}
export const VerifyRequest: t.Type<VerifyRequest, VerifyRequest, unknown> = rt.closedObject("VerifyRequest", {
  registrationId: rt.boundedString({ minLength: 1, maxLength: 128 }),
}, {
  password: Password,
});

export interface VerifyResponse {
  email: string;
  first: string;
  companyName: string;
  verified: boolean;
}
export const VerifyResponse: t.Type<VerifyResponse, VerifyResponse, unknown> = rt.closedObject("VerifyResponse", {
  email: rt.boundedString({ maxLength: 254 }),
  first: rt.boundedString({ maxLength: 100 }),
  companyName: rt.boundedString({ maxLength: 200 }),
  verified: rt.boolean,
}, {});
