// A test server that can be stopped and started again on the same database and port, as after a deploy or a
// crash-free restart: clients keep their URL and reconnect by themselves (the exactly-once test,
// docs/design/commands.md "How it is tested").
import type { RunningServer } from "../start-server";
import { startServer } from "../start-server";
import type { TestDatabase } from "./test-databases";
import { startTestServer, type TestServer } from "./test-server";

export interface RestartableServer {
  readonly wsUrl: string;
  /** The server running now (its services and database change at every restart). */
  readonly current: RunningServer;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startRestartableServer(database: TestDatabase): Promise<RestartableServer> {
  const first: TestServer = await startTestServer(database);
  const port = Number(new URL(first.url).port);
  const config = { ...first.services.config, port };
  let current: RunningServer = first;
  let stopped = false;
  return {
    wsUrl: first.wsUrl,
    get current() {
      return current;
    },
    async restart() {
      await current.stop();
      stopped = true;
      current = await startServer(config, { quiet: true });
      stopped = false;
    },
    async close() {
      if (current === first) return first.close();
      if (!stopped) await current.stop();
      // The first server is stopped already; remove its folder and database as TestServer.close() would.
      await first.discard();
    },
  };
}
