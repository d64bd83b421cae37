import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { ErrorId } from "../../shared/generated/errors";

/**
 * The readable text of every catalogued error (docs/errors.md), translated. A test checks the English here against
 * schema/errors.json so the two never drift; an id missing here is a type error.
 */
export const errorMessages: Record<ErrorId, MessageDescriptor> = {
  UserNotFound: msg`The specified username and password combination do not exist`,
  UnauthorizedException: msg`You do not have permission to access the portal`,
  EmailExists: msg`A user with that email already exists`,
  CompanyExists: msg`A company with that website already exists`,
  InviteExists: msg`A user with that email already exists`,
  InvoiceAlreadyPaidId: msg`This invoice has already been paid`,
  CardDeclined: msg`The card was declined`,
  NotFound: msg`The requested record was not found`,
  BadRequest: msg`The request was not understood`,
  UnknownEvent: msg`The request names an event the server does not know`,
  NotSignedIn: msg`Your session has ended. Please sign in again`,
  FeatureDisabled: msg`This feature is not enabled for your company`,
  TooManyAttempts: msg`Too many attempts. Please wait a moment and try again`,
  RateLimited: msg`Too many requests. Please slow down`,
  InternalError: msg`Something went wrong on our side. Please try again`,
  ValidationFailed: msg`Some fields need your attention`,
  BotCheckFailed: msg`The bot check did not pass. Please try again`,
  LinkExpired: msg`This link has expired or was already used`,
  WrongPassword: msg`The current password is not correct`,
  ReferenceNotFound: msg`A linked record was not found`,
  FileTooLarge: msg`The file is too large`,
  UnsupportedMediaType: msg`This kind of file cannot be uploaded`,
  TimesheetNotStarted: msg`Start today's hours of service before inspecting`,
  EldFileMalformed: msg`The ELD file could not be read`,
  EldImportConflict: msg`The driver already has records on some of these days`,
  ReadOnlyView: msg`You are viewing this company as the operator: nothing can be changed`,
  RegistrationDecided: msg`This registration was already approved, confirmed or rejected`,
};
