// The e2e server's seeding endpoint (journey-company.ts): `POST /companies` seeds the next demo company, with every
// sign-in on the e2e password, and answers with its names. It listens on 127.0.0.1 only, beside the portal started
// by serve.ts; the portal itself has no such route.
import { createServer } from "node:http";

import type { Kysely } from "kysely";

import type { Database } from "../../src/server/db/tables";
import { hashPassword } from "../../src/server/passwords";
import { seedDemoCompany } from "../../src/server/seed/demo";
import type { Clock } from "../../src/shared/clock";
import { journeyIdentity } from "./journey-company";

export async function serveJourneyCompanies(
  db: Kysely<Database>,
  options: { port: number; password: string; clock: Clock },
): Promise<{ close(): Promise<void> }> {
  const passwordHash = await hashPassword(options.password);
  let seeded = 0;
  const server = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/companies") {
      response.writeHead(404).end();
      return;
    }
    const identity = journeyIdentity(++seeded);
    db.transaction()
      .execute((trx) => seedDemoCompany(trx, identity, () => passwordHash, options.clock.now()))
      .then(
        () => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(identity)),
        (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(String(error)),
      );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(options.port, "127.0.0.1", resolve));
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}
