import { configFromEnv } from "./config";
import { startServer } from "./start-server";

const server = await startServer(configFromEnv());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
