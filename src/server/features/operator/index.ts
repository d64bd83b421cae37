// What other domains use of the operator domain (docs/operator.md): they import it from here, never from its other
// files (CONTRIBUTING.md "Adding a domain"). Nothing yet: its audit log and the download holders other domains
// record with are the server's own (src/server/audit-log.ts, src/server/download-holders.ts).
export {};
