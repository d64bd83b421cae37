// Solves the bot check's ALTCHA challenge in the browser with altcha's own SHA worker — the solver the altcha widget
// runs — without the widget itself: its Svelte web component was 29 KB gzip of the sign-in page's JavaScript (initial
// JS ≤ 120 KB, docs/design/cold-loads.md "Size budgets"), for a checkbox and three texts the portal draws itself.
import type { AltchaChallenge } from "../../shared/generated/accounts";

export interface ProofOfWorkSolution {
  counter: number;
  derivedKey: string;
}

/** What the server's `checkBotPayload` reads: base64 of the JSON {challenge, solution} (the widget's format). */
export function encodeBotCheckPayload(challenge: AltchaChallenge, solution: ProofOfWorkSolution): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  // btoa takes Latin-1 only; the JSON is ASCII (hex, digits and base64url), but encode as UTF-8 to be safe.
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

/** Workers side by side, each trying every n-th counter (the widget's own split). */
function workerCount(): number {
  const cores = typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(4, cores));
}

type WorkerReply = ProofOfWorkSolution | { error: unknown } | null;

/**
 * Finds the counter whose derived key starts with the challenge's prefix. Resolves with the payload to send, or
 * rejects when no worker found it (timeout) or a worker failed. `signal` aborts the search (screen left).
 */
export async function solveBotCheck(
  challenge: AltchaChallenge,
  signal: AbortSignal,
  timeoutMs = 90_000,
): Promise<string> {
  const { default: ShaWorker } = await import("altcha/workers/sha?worker");
  const count = workerCount();
  const workers = Array.from({ length: count }, () => new ShaWorker());
  const stop = () => workers.forEach((worker) => worker.terminate());
  signal.addEventListener("abort", stop, { once: true });
  try {
    const replies = workers.map(
      (worker, index) =>
        new Promise<ProofOfWorkSolution | null>((resolve, reject) => {
          worker.onmessage = (message: MessageEvent<WorkerReply>) => {
            const reply = message.data;
            if (reply && "error" in reply) reject(new Error(String(reply.error)));
            else resolve(reply);
          };
          worker.onerror = (event) => reject(new Error(event.message || "the bot check's worker failed"));
          worker.postMessage({
            type: "work",
            challenge,
            counterMode: "uint32",
            counterStart: index,
            counterStep: count,
            timeout: timeoutMs,
          });
        }),
    );
    // The first worker to find it wins; a worker that ran out of counters (null) waits for the others.
    const solution = await new Promise<ProofOfWorkSolution>((resolve, reject) => {
      let pending = replies.length;
      for (const reply of replies) {
        reply.then((found) => {
          if (found) resolve(found);
          else if (--pending === 0) reject(new Error("the bot check found no answer in time"));
        }, reject);
      }
    });
    return encodeBotCheckPayload(challenge, solution);
  } finally {
    signal.removeEventListener("abort", stop);
    stop();
  }
}
