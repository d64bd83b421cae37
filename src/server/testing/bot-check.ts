// Solves the server's bot check the way the widget does, for test sockets and bench drivers that sign in or
// sign up without a browser.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

import type { AltchaChallenge } from "../../shared/generated/accounts";
import type { TestSocket } from "./ws-client";

/** A fresh challenge from the server, solved; `forge` sends a wrong counter instead of the answer. */
export async function solvedBotCheck(socket: TestSocket, options: { forge?: boolean } = {}): Promise<string> {
  const challenge = (await socket.request("AltchaChallengeRequestEvent", {})).payload as AltchaChallenge;
  // altcha-lib types `data` as an open record; ours is the closed shape the server signs.
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error("the bot check's challenge could not be solved");
  if (options.forge) solution.counter += 1;
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
