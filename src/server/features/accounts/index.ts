// What other domains use of the accounts domain (docs/accounts.md): they import it from here, never from its other
// files (CONTRIBUTING.md "Adding a domain").
export { hashPassword } from "../../passwords";
export { loadSignedIn } from "./sessions";
export { homeCompanyOf } from "./view-resume";
export { checkBotPayload } from "./bot-check";
export { createCompanyWithOwner } from "./create-company";
export { REGISTRATION_TTL_DAYS, emailTaken, websiteTaken } from "./registration-handlers";
export { featuresForSignUp, normalizeWebsite } from "./sign-up-rules";
