import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    // A throwaway PostgreSQL cluster, so the database tests run on it as well as on SQLite.
    globalSetup: ["tests/setup/postgres-cluster.ts"],
  },
});
