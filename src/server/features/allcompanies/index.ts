// What other domains use of allcompanies: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export {};
