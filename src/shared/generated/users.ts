// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { Address, EpochMs, FeatureName, Id, RecordState, RoleName } from "./common";

export interface Company {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  name: string;
  website?: string;
  email?: string;
  phone?: string;
  postal?: string;
  country?: string;
  jurisdiction?: string;
  cvor?: string;
  features: FeatureName[];
  address?: Address;
  hq?: Address;
  emailInspectionsToDrivers?: boolean;
  timesheetStartedBeforeInspection?: boolean;
}
export const Company: t.Type<Company, Company, unknown> = rt.closedObject("Company", {
  id: Id,
  name: rt.boundedString({ maxLength: 200 }),
  features: rt.boundedArray(FeatureName, 64),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  website: rt.boundedString({ maxLength: 200 }),
  email: rt.boundedString({ maxLength: 254 }),
  phone: rt.boundedString({ maxLength: 40 }),
  postal: rt.boundedString({ maxLength: 20 }),
  country: rt.boundedString({ maxLength: 60 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  cvor: rt.boundedString({ maxLength: 40 }),
  address: Address,
  hq: Address,
  emailInspectionsToDrivers: rt.boolean,
  timesheetStartedBeforeInspection: rt.boolean,
});

export type PreferenceValue = "yes" | "no" | "global";
export const PreferenceValue: t.Type<PreferenceValue, PreferenceValue, unknown> = rt.stringEnum(["yes", "no", "global"] as const);

export interface EmployeePreferences {
  timesheetStartedBeforeInspection?: PreferenceValue;
  inspectionEmailedToEmployee?: PreferenceValue;
  driverCanUpdateProfile?: PreferenceValue;
}
export const EmployeePreferences: t.Type<EmployeePreferences, EmployeePreferences, unknown> = rt.closedObject("EmployeePreferences", {}, {
  timesheetStartedBeforeInspection: PreferenceValue,
  inspectionEmailedToEmployee: PreferenceValue,
  driverCanUpdateProfile: PreferenceValue,
});

export interface Employee {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  userId: Id;
  companyId: Id;
  roles: RoleName[];
  employmentId?: string;
  complianceType?: "included" | "excluded";
  startDate?: EpochMs;
  endDate?: EpochMs;
  preferences?: EmployeePreferences;
}
export const Employee: t.Type<Employee, Employee, unknown> = rt.closedObject("Employee", {
  id: Id,
  userId: Id,
  companyId: Id,
  roles: rt.boundedArray(RoleName, 8),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  employmentId: rt.boundedString({ maxLength: 64 }),
  complianceType: rt.stringEnum(["included", "excluded"] as const),
  startDate: EpochMs,
  endDate: EpochMs,
  preferences: EmployeePreferences,
});

export interface User {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  first: string;
  last: string;
  email: string;
  phone?: string;
  city?: string;
  postal?: string;
  jurisdiction?: string;
  country?: string;
  street?: string;
  licenseClass?: string;
  licenseExpiry?: EpochMs;
  lastSignIn?: EpochMs;
}
export const User: t.Type<User, User, unknown> = rt.closedObject("User", {
  id: Id,
  first: rt.boundedString({ maxLength: 100 }),
  last: rt.boundedString({ maxLength: 100 }),
  email: rt.boundedString({ maxLength: 254 }),
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  phone: rt.boundedString({ maxLength: 40 }),
  city: rt.boundedString({ maxLength: 100 }),
  postal: rt.boundedString({ maxLength: 20 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  country: rt.boundedString({ maxLength: 60 }),
  street: rt.boundedString({ maxLength: 200 }),
  licenseClass: rt.boundedString({ maxLength: 10 }),
  licenseExpiry: EpochMs,
  lastSignIn: EpochMs,
});

/** What a signed-in client holds: the session token, the user, the chosen company and the user's memberships. */
export interface SignedInSession {
  token: string;
  user: User;
  company?: Company;
  employee?: Employee;
  companies: Record<string, Company>;
}
export const SignedInSession: t.Type<SignedInSession, SignedInSession, unknown> = rt.closedObject("SignedInSession", {
  token: rt.boundedString({ maxLength: 128 }),
  user: User,
  companies: rt.safeRecord(Company, 1000),
}, {
  company: Company,
  employee: Employee,
});

export interface UserSessionResumeRequest {
  token: string;
  company?: Id;
}
export const UserSessionResumeRequest: t.Type<UserSessionResumeRequest, UserSessionResumeRequest, unknown> = rt.closedObject("UserSessionResumeRequest", {
  token: rt.boundedString({ minLength: 1, maxLength: 128 }),
}, {
  company: Id,
});

export interface UserSignInRequest {
  email: string;
  password: string;
  company?: Id;
}
export const UserSignInRequest: t.Type<UserSignInRequest, UserSignInRequest, unknown> = rt.closedObject("UserSignInRequest", {
  email: rt.boundedString({ minLength: 1, maxLength: 254 }),
  password: rt.boundedString({ minLength: 1, maxLength: 1024 }),
}, {
  company: Id,
});
