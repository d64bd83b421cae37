// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { Address, CompanyRef, EpochMs, FeatureName, Id, ImportProblem, LocaleTag, RecordState, RoleName, SignatureDataUrl } from "./common";

/** The user state filter: inactive is shown as Removed. */
export type UserStateFilter = "active" | "inactive" | "invited";
export const UserStateFilter: t.Type<UserStateFilter, UserStateFilter, unknown> = rt.stringEnum(["active", "inactive", "invited"] as const);

/** The status filter: active means live (active or invited). */
export type UserStatusFilter = "all" | "active" | "inactive";
export const UserStatusFilter: t.Type<UserStatusFilter, UserStatusFilter, unknown> = rt.stringEnum(["all", "active", "inactive"] as const);

export type LicenceFilter = "any" | "expired" | "expiring" | "ok" | "none";
export const LicenceFilter: t.Type<LicenceFilter, LicenceFilter, unknown> = rt.stringEnum(["any", "expired", "expiring", "ok", "none"] as const);

/** Column filters: each given text must occur in that column (case-insensitive), all of them at once. */
export interface UserColumnFilters {
  name?: string;
  email?: string;
  employmentId?: string;
  licenseClass?: string;
}
export const UserColumnFilters: t.Type<UserColumnFilters, UserColumnFilters, unknown> = rt.closedObject("UserColumnFilters", {}, {
  name: rt.boundedString({ maxLength: 100 }),
  email: rt.boundedString({ maxLength: 100 }),
  employmentId: rt.boundedString({ maxLength: 64 }),
  licenseClass: rt.boundedString({ maxLength: 20 }),
});

export interface UserListFilter {
  /** Matches anywhere in first and last name, email and employment id. */
  search?: string;
  state?: UserStateFilter;
  status?: UserStatusFilter;
  role?: RoleName;
  licence?: LicenceFilter;
  expiringWeeks?: number;
  contains?: UserColumnFilters;
}
export const UserListFilter: t.Type<UserListFilter, UserListFilter, unknown> = rt.closedObject("UserListFilter", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  state: UserStateFilter,
  status: UserStatusFilter,
  role: RoleName,
  licence: LicenceFilter,
  expiringWeeks: rt.boundedNumber({ integer: true, minimum: 1, maximum: 52 }),
  contains: UserColumnFilters,
});

export type UserSortColumn = "name" | "email" | "employmentId" | "licenseClass" | "licenseExpiry" | "state" | "modifiedDate";
export const UserSortColumn: t.Type<UserSortColumn, UserSortColumn, unknown> = rt.stringEnum(["name", "email", "employmentId", "licenseClass", "licenseExpiry", "state", "modifiedDate"] as const);

export interface UserSort {
  column: UserSortColumn;
  direction: "asc" | "desc";
}
export const UserSort: t.Type<UserSort, UserSort, unknown> = rt.closedObject("UserSort", {
  column: UserSortColumn,
  direction: rt.stringEnum(["asc", "desc"] as const),
}, {});

/** A field the users list can show. roles is the role names joined with commas. */
export type UserListField = "first" | "last" | "email" | "phone" | "roles" | "employmentId" | "licenseClass" | "licenseExpiry" | "state" | "complianceType" | "lastSignIn" | "modifiedDate";
export const UserListField: t.Type<UserListField, UserListField, unknown> = rt.stringEnum(["first", "last", "email", "phone", "roles", "employmentId", "licenseClass", "licenseExpiry", "state", "complianceType", "lastSignIn", "modifiedDate"] as const);

export interface UserListRequest {
  filter: UserListFilter;
  sort: UserSort;
  offset: number;
  limit: number;
  fields?: UserListField[];
}
export const UserListRequest: t.Type<UserListRequest, UserListRequest, unknown> = rt.closedObject("UserListRequest", {
  filter: UserListFilter,
  sort: UserSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(UserListField, 12),
});

/** The users list's own request plus the company filter. */
export interface AllCompaniesEmployeeListRequest {
  filter: UserListFilter;
  sort: UserSort;
  offset: number;
  limit: number;
  fields?: UserListField[];
  companyId?: Id;
}
export const AllCompaniesEmployeeListRequest: t.Type<AllCompaniesEmployeeListRequest, AllCompaniesEmployeeListRequest, unknown> = rt.closedObject("AllCompaniesEmployeeListRequest", {
  filter: UserListFilter,
  sort: UserSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(UserListField, 12),
  companyId: Id,
});

/** One window column by column, each array parallel to `ids` (user ids), null where the person has no value. */
export interface UserListColumns {
  first?: string[];
  last?: string[];
  email?: string[];
  phone?: (string | null)[];
  roles?: string[];
  employmentId?: (string | null)[];
  licenseClass?: (string | null)[];
  licenseExpiry?: (number | null)[];
  state?: RecordState[];
  complianceType?: string[];
  lastSignIn?: (number | null)[];
  modifiedDate?: (number | null)[];
}
export const UserListColumns: t.Type<UserListColumns, UserListColumns, unknown> = rt.closedObject("UserListColumns", {}, {
  first: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  last: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  email: rt.boundedArray(rt.boundedString({ maxLength: 254 }), 500),
  phone: rt.boundedArray(t.union([rt.boundedString({ maxLength: 40 }), t.null]), 500),
  roles: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  employmentId: rt.boundedArray(t.union([rt.boundedString({ maxLength: 64 }), t.null]), 500),
  licenseClass: rt.boundedArray(t.union([rt.boundedString({ maxLength: 10 }), t.null]), 500),
  licenseExpiry: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  state: rt.boundedArray(RecordState, 500),
  complianceType: rt.boundedArray(rt.boundedString({ maxLength: 20 }), 500),
  lastSignIn: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  modifiedDate: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
});

export interface UserListResponse {
  count: number;
  offset: number;
  /** User ids (the URL's {userId}); the employee is the one in the session's company. */
  ids: Id[];
  columns: UserListColumns;
}
export const UserListResponse: t.Type<UserListResponse, UserListResponse, unknown> = rt.closedObject("UserListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: UserListColumns,
}, {});

/** The users list's own window plus the Company column. */
export interface AllCompaniesEmployeeListResponse {
  count: number;
  offset: number;
  /** User ids (the URL's {userId}); the employee is the one in the session's company. */
  ids: Id[];
  columns: UserListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesEmployeeListResponse: t.Type<AllCompaniesEmployeeListResponse, AllCompaniesEmployeeListResponse, unknown> = rt.closedObject("AllCompaniesEmployeeListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: UserListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

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
  locale?: LocaleTag;
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
  locale: LocaleTag,
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
  /** A photo of the person's licence: one of the company's uploaded files (the employee's, as files belong to a company). */
  licencePhotoId?: Id;
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
  licencePhotoId: Id,
});

/** One person as the users screens show them: the account (User, shared by every company the person works for), the employment in the session's company, and the signature. */
export interface Person {
  user: User;
  employee: Employee;
  signature?: SignatureDataUrl;
  hasPassword: boolean;
  /** How many other companies the person works for (their account fields are shared). */
  otherCompanies: number;
}
export const Person: t.Type<Person, Person, unknown> = rt.closedObject("Person", {
  user: User,
  employee: Employee,
  hasPassword: rt.boolean,
  otherCompanies: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {
  signature: SignatureDataUrl,
});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesEmployeeRecord {
  company: CompanyRef;
  person: Person;
}
export const AllCompaniesEmployeeRecord: t.Type<AllCompaniesEmployeeRecord, AllCompaniesEmployeeRecord, unknown> = rt.closedObject("AllCompaniesEmployeeRecord", {
  company: CompanyRef,
  person: Person,
}, {});

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

/** Companies whose features or details changed (the operator switched a feature on or off, the company was saved), keyed by company id. */
export interface CompaniesChanged {
  items: Record<string, Company>;
}
export const CompaniesChanged: t.Type<CompaniesChanged, CompaniesChanged, unknown> = rt.closedObject("CompaniesChanged", {
  items: rt.safeRecord(Company, 100),
}, {});

/** Licence classes (Ontario's lettering; AZ-GR is AZ restricted to the gross weight shown). */
export type LicenceClass = "G" | "A" | "AC" | "ACZ" | "AR" | "ARZ" | "AZ" | "AZ-GR" | "B" | "C" | "D" | "DZ" | "E" | "F";
export const LicenceClass: t.Type<LicenceClass, LicenceClass, unknown> = rt.stringEnum(["G", "A", "AC", "ACZ", "AR", "ARZ", "AZ", "AZ-GR", "B", "C", "D", "DZ", "E", "F"] as const);

/** What an owner or manager edits about a person's account. The email may change only while the person has never set a password and works for no other company (it signs in to the account). */
export interface PersonFields {
  first: string;
  last: string;
  email: string;
  phone?: string;
  street?: string;
  city?: string;
  postal?: string;
  jurisdiction?: string;
  country?: string;
  licenseClass?: LicenceClass;
  licenseExpiry?: EpochMs;
  signature?: SignatureDataUrl;
}
export const PersonFields: t.Type<PersonFields, PersonFields, unknown> = rt.closedObject("PersonFields", {
  first: rt.boundedString({ minLength: 1, maxLength: 100 }),
  last: rt.boundedString({ minLength: 1, maxLength: 100 }),
  email: rt.boundedString({ minLength: 3, maxLength: 254 }),
}, {
  phone: rt.boundedString({ maxLength: 40 }),
  street: rt.boundedString({ maxLength: 200 }),
  city: rt.boundedString({ maxLength: 100 }),
  postal: rt.boundedString({ maxLength: 20 }),
  jurisdiction: rt.boundedString({ maxLength: 60 }),
  country: rt.boundedString({ maxLength: 60 }),
  licenseClass: LicenceClass,
  licenseExpiry: EpochMs,
  signature: SignatureDataUrl,
});

/** The person's employment in the session's company: roles (at least one), employment id, compliance, dates. */
export interface EmploymentFields {
  roles: RoleName[];
  employmentId?: string;
  complianceType?: "included" | "excluded";
  startDate?: EpochMs;
  endDate?: EpochMs;
}
export const EmploymentFields: t.Type<EmploymentFields, EmploymentFields, unknown> = rt.closedObject("EmploymentFields", {
  roles: rt.boundedArray(RoleName, 6),
}, {
  employmentId: rt.boundedString({ maxLength: 64 }),
  complianceType: rt.stringEnum(["included", "excluded"] as const),
  startDate: EpochMs,
  endDate: EpochMs,
});

/** A new employee (account fields and employment). No mail; the person has no password until invited or reset. */
export interface EmployeeAddRequest {
  user: PersonFields;
  employee: EmploymentFields;
  preferences?: EmployeePreferences;
}
export const EmployeeAddRequest: t.Type<EmployeeAddRequest, EmployeeAddRequest, unknown> = rt.closedObject("EmployeeAddRequest", {
  user: PersonFields,
  employee: EmploymentFields,
}, {
  preferences: EmployeePreferences,
});

/** What a document of the employee's file is (/portal/operator/users/file/{id}): a licence abstract (driver's abstract), a medical certificate, a criminal record check, a training certificate, or something else named by its title. */
export type EmployeeDocumentKind = "licenceAbstract" | "medicalCertificate" | "criminalRecordCheck" | "trainingCertificate" | "other";
export const EmployeeDocumentKind: t.Type<EmployeeDocumentKind, EmployeeDocumentKind, unknown> = rt.stringEnum(["licenceAbstract", "medicalCertificate", "criminalRecordCheck", "trainingCertificate", "other"] as const);

/** One document of an employee's file in the session's company. state active, or removed (kept, never deleted). */
export interface EmployeeDocument {
  id: Id;
  modelClass?: string;
  createdBy?: string;
  createdDate?: EpochMs;
  modifiedBy?: string;
  modifiedDate?: EpochMs;
  state?: RecordState;
  timeZone?: string;
  userId: Id;
  kind: EmployeeDocumentKind;
  title?: string;
  fileId: Id;
  fileName?: string;
  contentType?: string;
  size?: number;
  expiresAt?: EpochMs;
  note?: string;
}
export const EmployeeDocument: t.Type<EmployeeDocument, EmployeeDocument, unknown> = rt.closedObject("EmployeeDocument", {
  id: Id,
  userId: Id,
  kind: EmployeeDocumentKind,
  fileId: Id,
}, {
  modelClass: rt.boundedString({ maxLength: 64 }),
  createdBy: rt.boundedString({ maxLength: 64 }),
  createdDate: EpochMs,
  modifiedBy: rt.boundedString({ maxLength: 64 }),
  modifiedDate: EpochMs,
  state: RecordState,
  timeZone: rt.boundedString({ maxLength: 64 }),
  title: rt.boundedString({ maxLength: 200 }),
  fileName: rt.boundedString({ maxLength: 200 }),
  contentType: rt.boundedString({ maxLength: 100 }),
  size: rt.boundedNumber({ integer: true, minimum: 0 }),
  expiresAt: EpochMs,
  note: rt.boundedString({ maxLength: 2000 }),
});

/** What an owner or manager enters for one document: its kind, a free title (required for other), the uploaded file (POST /api/v1/files), an optional expiry date (epoch ms, the start of that day in the company's time zone) and note. */
export interface EmployeeDocumentFields {
  kind: EmployeeDocumentKind;
  title?: string;
  fileId: Id;
  expiresAt?: EpochMs;
  note?: string;
}
export const EmployeeDocumentFields: t.Type<EmployeeDocumentFields, EmployeeDocumentFields, unknown> = rt.closedObject("EmployeeDocumentFields", {
  kind: EmployeeDocumentKind,
  fileId: Id,
}, {
  title: rt.boundedString({ maxLength: 200 }),
  expiresAt: EpochMs,
  note: rt.boundedString({ maxLength: 2000 }),
});

/** The person's documents, soonest expiry first (no expiry last), then newest. */
export interface EmployeeDocumentList {
  userId: Id;
  items: EmployeeDocument[];
  /** Whether this session may add, replace and remove the person's documents. */
  canManage: boolean;
}
export const EmployeeDocumentList: t.Type<EmployeeDocumentList, EmployeeDocumentList, unknown> = rt.closedObject("EmployeeDocumentList", {
  userId: Id,
  items: rt.boundedArray(EmployeeDocument, 500),
  canManage: rt.boolean,
}, {});

/** The documents of one person's file (user id, as the users screens address people); removed ones only when asked. */
export interface EmployeeDocumentListRequest {
  userId: Id;
  includeRemoved?: boolean;
}
export const EmployeeDocumentListRequest: t.Type<EmployeeDocumentListRequest, EmployeeDocumentListRequest, unknown> = rt.closedObject("EmployeeDocumentListRequest", {
  userId: Id,
}, {
  includeRemoved: rt.boolean,
});

export interface EmployeeDocumentRemoveRequest {
  id: Id;
}
export const EmployeeDocumentRemoveRequest: t.Type<EmployeeDocumentRemoveRequest, EmployeeDocumentRemoveRequest, unknown> = rt.closedObject("EmployeeDocumentRemoveRequest", {
  id: Id,
}, {});

/** Adds a document to the person's file, or (with id) replaces one: its file, kind, title, expiry and note. */
export interface EmployeeDocumentSaveRequest {
  userId: Id;
  id?: Id;
  document: EmployeeDocumentFields;
}
export const EmployeeDocumentSaveRequest: t.Type<EmployeeDocumentSaveRequest, EmployeeDocumentSaveRequest, unknown> = rt.closedObject("EmployeeDocumentSaveRequest", {
  userId: Id,
  document: EmployeeDocumentFields,
}, {
  id: Id,
});

/** Sets the photo of the person's licence to an uploaded file (POST /api/v1/files), or clears it when licencePhotoId is absent. */
export interface EmployeeLicencePhotoSaveRequest {
  userId: Id;
  licencePhotoId?: Id;
}
export const EmployeeLicencePhotoSaveRequest: t.Type<EmployeeLicencePhotoSaveRequest, EmployeeLicencePhotoSaveRequest, unknown> = rt.closedObject("EmployeeLicencePhotoSaveRequest", {
  userId: Id,
}, {
  licencePhotoId: Id,
});

/** The users list's filter (and sort) to export. */
export interface ExportEmployeesRequest {
  filter: UserListFilter;
  sort?: UserSort;
}
export const ExportEmployeesRequest: t.Type<ExportEmployeesRequest, ExportEmployeesRequest, unknown> = rt.closedObject("ExportEmployeesRequest", {
  filter: UserListFilter,
}, {
  sort: UserSort,
});

/** A short-lived download address (GET, no session header needed: the token in the path is signed and expires) that streams the CSV. */
export interface ExportEmployeesResponse {
  url: string;
  expiresAt: EpochMs;
  count: number;
  fileName: string;
}
export const ExportEmployeesResponse: t.Type<ExportEmployeesResponse, ExportEmployeesResponse, unknown> = rt.closedObject("ExportEmployeesResponse", {
  url: rt.boundedString({ maxLength: 2000 }),
  expiresAt: EpochMs,
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  fileName: rt.boundedString({ maxLength: 200 }),
}, {});

/** All or nothing: with any problem nothing is written (imported 0) and every problem is listed (the first 1,000; problemCount has them all). */
export interface ImportEmployeesResponse {
  rows: number;
  imported: number;
  /** New accounts. */
  created: number;
  /** Existing accounts (people of another company) added to this one. */
  linked: number;
  problems: ImportProblem[];
  problemCount: number;
}
export const ImportEmployeesResponse: t.Type<ImportEmployeesResponse, ImportEmployeesResponse, unknown> = rt.closedObject("ImportEmployeesResponse", {
  rows: rt.boundedNumber({ integer: true, minimum: 0 }),
  imported: rt.boundedNumber({ integer: true, minimum: 0 }),
  created: rt.boundedNumber({ integer: true, minimum: 0 }),
  linked: rt.boundedNumber({ integer: true, minimum: 0 }),
  problems: rt.boundedArray(ImportProblem, 1000),
  problemCount: rt.boundedNumber({ integer: true, minimum: 0 }),
}, {});

export interface UserIdRequest {
  userId: Id;
}
export const UserIdRequest: t.Type<UserIdRequest, UserIdRequest, unknown> = rt.closedObject("UserIdRequest", {
  userId: Id,
}, {});

/** Account fields, employment and sendEmail. The employee starts as invited; with sendEmail a single-use link to choose a password is mailed. */
export interface UserInviteRequest {
  user: PersonFields;
  employee: EmploymentFields;
  sendEmail: boolean;
  locale?: LocaleTag;
}
export const UserInviteRequest: t.Type<UserInviteRequest, UserInviteRequest, unknown> = rt.closedObject("UserInviteRequest", {
  user: PersonFields,
  employee: EmploymentFields,
  sendEmail: rt.boolean,
}, {
  locale: LocaleTag,
});

/** The account fields, and optionally the employment and the preferences, of a person already in the session's company. */
export interface UserSaveRequest {
  userId: Id;
  user: PersonFields;
  employee?: EmploymentFields;
  preferences?: EmployeePreferences;
}
export const UserSaveRequest: t.Type<UserSaveRequest, UserSaveRequest, unknown> = rt.closedObject("UserSaveRequest", {
  userId: Id,
  user: PersonFields,
}, {
  employee: EmploymentFields,
  preferences: EmployeePreferences,
});

/** People of the receiver's company who were added, changed, removed or restored, keyed by user id. */
export interface UsersChanged {
  items: Record<string, Person>;
}
export const UsersChanged: t.Type<UsersChanged, UsersChanged, unknown> = rt.closedObject("UsersChanged", {
  items: rt.safeRecord(Person, 5000),
}, {});
