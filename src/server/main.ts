// `npm run serve` (docs/operations.md "The production path"): the server from its built files, in the role the
// command line or ROLE names. It never prints the first sign-ins: they are written to their file.
import { configFromEnv } from "./config";
import { startServer } from "./start-server";

const server = await startServer(configFromEnv(process.env, process.argv.slice(2)));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
