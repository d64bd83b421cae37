import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { initialChunkName } from "./scripts/initial-chunks";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

export default defineConfig({
  // @vitejs/plugin-react 5 (not 6) because the Lingui macro needs its babel option (TOOLCHAIN.md).
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    // One start-up chunk per entry instead of ~25 small shared ones (scripts/initial-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: initialChunkName({ [fileURLToPath(new URL("./src/client/main.tsx", import.meta.url))]: "portal" }) }] } } },
  },
  server: {
    // `npm run dev:client` serves the client with hot reload and forwards the websocket to `npm run dev`.
    proxy: { "/api": { target: "http://127.0.0.1:3000", ws: true }, "/healthz": "http://127.0.0.1:3000" },
  },
});
