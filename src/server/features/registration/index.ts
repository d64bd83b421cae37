// What other domains use of registration: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { checkBotPayload } from "./bot-check";
export { createCompanyWithOwner } from "./create-company";
export { REGISTRATION_TTL_DAYS, emailTaken, websiteTaken } from "./handlers";
export { featuresForSignUp, normalizeWebsite } from "./sign-up-rules";
