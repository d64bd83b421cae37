import type { HandlerContext } from "./context";

/**
 * Runs several writes as one: inside a command (commands.ts) context.db already is its transaction and must stay the
 * only handle; a request sent without a command stamp gets a transaction of its own here (docs/design/commands.md
 * "On the server").
 */
export async function atomically<Context extends HandlerContext, T>(
  context: Context,
  work: (context: Context) => Promise<T>,
): Promise<T> {
  if (context.db.isTransaction) return work(context);
  return context.db.transaction().execute((trx) => work({ ...context, db: trx }));
}
