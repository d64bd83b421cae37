// What other domains use of auth: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { hashPassword } from "../../passwords";
export { findLiveSession, hashToken, loadSignedIn } from "./sessions";
