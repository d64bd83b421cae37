// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

export const errorCatalogue = {
  UserNotFound: { status: 404, text: "The specified username and password combination do not exist" },
  UnauthorizedException: { status: 403, text: "You do not have permission to access the portal" },
  EmailExists: { status: 400, text: "A user with that email already exists" },
  CompanyExists: { status: 400, text: "A company with that website already exists" },
  InviteExists: { status: 400, text: "A user with that email already exists" },
  InvoiceAlreadyPaidId: { status: 400, text: "This invoice has already been paid" },
  CardDeclined: { status: 402, text: "The card was declined" },
  NotFound: { status: 404, text: "The requested record was not found" },
  BadRequest: { status: 400, text: "The request was not understood" },
  UnknownEvent: { status: 400, text: "The request names an event the server does not know" },
  NotSignedIn: { status: 403, text: "Your session has ended. Please sign in again" },
  FeatureDisabled: { status: 403, text: "This feature is not enabled for your company" },
  TooManyAttempts: { status: 429, text: "Too many attempts. Please wait a moment and try again" },
  RateLimited: { status: 429, text: "Too many requests. Please slow down" },
  InternalError: { status: 500, text: "Something went wrong on our side. Please try again" },
  ValidationFailed: { status: 400, text: "Some fields need your attention" },
  BotCheckFailed: { status: 400, text: "The bot check did not pass. Please try again" },
  LinkExpired: { status: 403, text: "This link has expired or was already used" },
  WrongPassword: { status: 403, text: "The current password is not correct" },
  ReferenceNotFound: { status: 400, text: "A linked record was not found" },
  FileTooLarge: { status: 413, text: "The file is too large" },
  UnsupportedMediaType: { status: 415, text: "This kind of file cannot be uploaded" },
  TimesheetNotStarted: { status: 409, text: "Start today's hours of service before inspecting" },
  EldFileMalformed: { status: 400, text: "The ELD file could not be read" },
  EldImportConflict: { status: 409, text: "The driver already has records on some of these days" },
  ReadOnlyView: { status: 403, text: "You are viewing this company as the operator: nothing can be changed" },
  RegistrationDecided: { status: 409, text: "This registration was already approved, confirmed or rejected" },
} as const;

export type ErrorId = keyof typeof errorCatalogue;

export const errorIds = Object.keys(errorCatalogue) as ErrorId[];

export function isErrorId(id: string): id is ErrorId {
  return Object.prototype.hasOwnProperty.call(errorCatalogue, id);
}
