// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { AltchaChallenge, CredentialsLostRequest, CredentialsResetCheckRequest, CredentialsResetRequest, PasswordChangeRequest, Profile, ProfileSaveRequest, SettingsSaveRequest, SignUpRequest, SignUpResponse, SignedInSession, UserSessionResumeRequest, UserSignInRequest, VerifyRequest, VerifyResponse } from "./accounts";
import { Empty } from "./common";
import { User } from "./users";

export const events = {
  UserSignInRequestEvent: { request: UserSignInRequest, responsePayload: SignedInSession },
  UserSessionResumeRequestEvent: { request: UserSessionResumeRequest, responsePayload: SignedInSession },
  UserSignOutRequestEvent: { request: Empty, responsePayload: Empty },
  AltchaChallengeRequestEvent: { request: Empty, responsePayload: AltchaChallenge },
  UserSignUpRequestEvent: { request: SignUpRequest, responsePayload: SignUpResponse },
  UserVerifyRequestEvent: { request: VerifyRequest, responsePayload: VerifyResponse },
  CredentialsLostRequestEvent: { request: CredentialsLostRequest, responsePayload: Empty },
  CredentialsResetCheckRequestEvent: { request: CredentialsResetCheckRequest, responsePayload: Empty },
  CredentialsResetRequestEvent: { request: CredentialsResetRequest, responsePayload: Empty },
  UserPasswordChangeRequestEvent: { request: PasswordChangeRequest, responsePayload: Empty },
  UserProfileRequestEvent: { request: Empty, responsePayload: Profile },
  UserProfileSaveRequestEvent: { request: ProfileSaveRequest, responsePayload: Profile },
  UserSettingsSaveRequestEvent: { request: SettingsSaveRequest, responsePayload: User },
};

export const notifications = {
};
