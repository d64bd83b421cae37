// The wire protocol's version. Client and server both import it, so this file stays free of Node imports; the
// schema hash that pins it lives in schema-fingerprint.ts and protocol-version.test.ts.
//
// Bump it, and add a line to schema/PROTOCOL.md, whenever schema/*.json changes what goes over the wire.
export const PROTOCOL_VERSION = 11;
