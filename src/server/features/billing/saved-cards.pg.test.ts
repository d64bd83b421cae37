// Keeping a card from /portal/operator/payment/edit (AddCardCommandOperation) over a real websocket: the sandbox's
// token is kept as brand, last four and expiry; a card the processor refuses to attach is CardDeclined with its
// message; a resend of the same token keeps nothing twice; the list says how this server tokenises a new card; another
// company never sees the card.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { CardList } from "../../../shared/generated/billing";
import { createOtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

describe.each(testDatabases())("saved cards on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let rival: TestSocket;
  const signedIn = async (email: string) => {
    const socket = await openTestSocket(server.wsUrl);
    expect((await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    return socket;
  };
  const tokenize = async (number: string) => {
    const response = await fetch(`${server.url}/api/v1/sandbox-processor/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        number,
        expMonth: 7,
        expYear: server.services.clock.date().getUTCFullYear() + 3,
        cvc: "123",
      }),
    });
    return ((await response.json()) as { token: string }).token;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await signedIn("owner@mapleleaf.localhost");
    rival = await signedIn((await createOtherCompany(server.database.db, "cards")).ownerEmail);
  }, 120_000);
  afterAll(async () => {
    for (const socket of [owner, rival]) socket?.close();
    await server?.close();
  });

  test("a tokenised card is kept once as brand, last four and expiry; a refused one is CardDeclined", async () => {
    const before = (await owner.request("CardListQueryOperation", {})).payload as CardList;
    expect(before).toMatchObject({ provider: "sandbox", tokenPath: "/api/v1/sandbox-processor/tokens" });
    const token = await tokenize("4242 4242 4242 4242");
    const added = await owner.request("AddCardCommandOperation", { cardToken: token });
    expect(added.statusCode, JSON.stringify(added.error)).toBe(200);
    const cards = (added.payload as CardList).cards;
    expect(cards).toHaveLength(before.cards.length + 1);
    expect(cards[0]).toMatchObject({
      brand: "Visa",
      last4: "4242",
      expMonth: 7,
      expYear: server.services.clock.date().getUTCFullYear() + 3,
    });
    // The same token again (a resend, a double click): the processor has spent it, nothing more is kept.
    expect((await owner.request("AddCardCommandOperation", { cardToken: token })).error?.messageId).toBe(
      "CardDeclined",
    );
    expect(((await owner.request("CardListQueryOperation", {})).payload as CardList).cards).toHaveLength(
      before.cards.length + 1,
    );
    const refused = await owner.request("AddCardCommandOperation", {
      cardToken: await tokenize("4000 0000 0000 0002"),
    });
    expect(refused.error).toMatchObject({ messageId: "CardDeclined", hint: "Your card was declined." });
    expect(((await rival.request("CardListQueryOperation", {})).payload as CardList).cards).toEqual([]);
    // Nothing of the number is stored: only the last four digits.
    const dump = JSON.stringify(await server.services.db.selectFrom("cards").selectAll().execute());
    expect(dump).not.toContain("4242424242424242");
  });
});
