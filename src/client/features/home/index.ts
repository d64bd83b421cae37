// What other domains use of the home domain (docs/home.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { HomePage } from "./home-page";
export { WhatsNewList } from "./whats-new-list";
export { useCompanyQuery } from "./use-company-query";
