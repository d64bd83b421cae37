// The people form's state and its mapping to and from the wire (docs/users.md "Records"). Dates
// are kept as the date inputs' yyyy-mm-dd text and become epoch ms in the company's time zone on submit.
import type { RoleName } from "../../../shared/generated/common";
import type {
  EmployeePreferences,
  EmploymentFields,
  LicenceClass,
  Person,
  PersonFields,
  PreferenceValue,
} from "../../../shared/generated/users";
import { dateInputToEpochString, epochStringToDateInput } from "../../i18n/date-input";

export const PERSON_TEXT_FIELDS = [
  "first",
  "last",
  "email",
  "phone",
  "street",
  "city",
  "postal",
  "jurisdiction",
  "country",
] as const;
export type PersonTextField = (typeof PERSON_TEXT_FIELDS)[number];

export const PREFERENCE_KEYS = [
  "timesheetStartedBeforeInspection",
  "inspectionEmailedToEmployee",
  "driverCanUpdateProfile",
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export interface PersonFormState {
  text: Record<PersonTextField, string>;
  licenseClass: string;
  licenseExpiry: string;
  roles: RoleName[];
  employmentId: string;
  complianceType: "included" | "excluded";
  startDate: string;
  endDate: string;
  preferences: Record<PreferenceKey, PreferenceValue>;
  sendEmail: boolean;
}

export function emptyPersonForm(): PersonFormState {
  return {
    text: {
      first: "",
      last: "",
      email: "",
      phone: "",
      street: "",
      city: "",
      postal: "",
      jurisdiction: "",
      country: "",
    },
    licenseClass: "",
    licenseExpiry: "",
    roles: ["driver"],
    employmentId: "",
    complianceType: "included",
    startDate: "",
    endDate: "",
    preferences: {
      timesheetStartedBeforeInspection: "global",
      inspectionEmailedToEmployee: "global",
      driverCanUpdateProfile: "global",
    },
    sendEmail: true,
  };
}

export function personFormFrom(person: Person, timeZone: string | undefined): PersonFormState {
  const { user, employee } = person;
  const form = emptyPersonForm();
  for (const key of PERSON_TEXT_FIELDS) form.text[key] = user[key] ?? "";
  form.licenseClass = user.licenseClass ?? "";
  form.licenseExpiry = epochStringToDateInput(user.licenseExpiry, timeZone);
  form.roles = [...employee.roles];
  form.employmentId = employee.employmentId ?? "";
  form.complianceType = employee.complianceType ?? "included";
  form.startDate = epochStringToDateInput(employee.startDate, timeZone);
  form.endDate = epochStringToDateInput(employee.endDate, timeZone);
  for (const key of PREFERENCE_KEYS) form.preferences[key] = employee.preferences?.[key] ?? "global";
  return form;
}

const epoch = (value: string, timeZone: string | undefined): number | undefined => {
  const text = dateInputToEpochString(value, timeZone);
  return text === "" ? undefined : Number(text);
};

/** The wire's PersonFields: empty optional fields left out, as the schema expects. */
export function personFieldsOf(form: PersonFormState, timeZone: string | undefined): PersonFields {
  const user: Record<string, unknown> = {};
  for (const key of PERSON_TEXT_FIELDS) {
    const value = form.text[key].trim();
    if (value !== "" || key === "first" || key === "last" || key === "email") user[key] = value;
  }
  if (form.licenseClass !== "") user.licenseClass = form.licenseClass as LicenceClass;
  const expiry = epoch(form.licenseExpiry, timeZone);
  if (expiry !== undefined) user.licenseExpiry = expiry;
  return user as unknown as PersonFields;
}

export function employmentFieldsOf(form: PersonFormState, timeZone: string | undefined): EmploymentFields {
  const employee: EmploymentFields = { roles: form.roles, complianceType: form.complianceType };
  if (form.employmentId.trim() !== "") employee.employmentId = form.employmentId.trim();
  const start = epoch(form.startDate, timeZone);
  const end = epoch(form.endDate, timeZone);
  if (start !== undefined) employee.startDate = start;
  if (end !== undefined) employee.endDate = end;
  return employee;
}

export function preferencesOf(form: PersonFormState): EmployeePreferences {
  return { ...form.preferences };
}
