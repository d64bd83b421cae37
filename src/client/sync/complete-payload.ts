import { lastValueFrom, type Observable } from "rxjs";
import { filter, map } from "rxjs/operators";

import type { Reply } from "../../shared/generated/client";

/** Waits for a request's complete reply and yields its payload (progress replies are skipped). */
export function completePayload<P>(reply$: Observable<Reply<P>>): Promise<P> {
  return lastValueFrom(
    reply$.pipe(
      filter((reply): reply is Extract<Reply<P>, { status: "complete" }> => reply.status === "complete"),
      map((reply) => reply.payload),
    ),
  );
}
