// Vitest's global set-up: a throwaway PostgreSQL cluster on a free local port for the database tests (decision 021),
// made in a temporary folder and removed afterwards; the tests `inject("postgresUrl")`. As root the server runs as
// Debian's `postgres` user (initdb refuses root).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: a plain JavaScript script, shared with the command line
import { ensurePostgres } from "../../scripts/ensure-postgres.mjs";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup({ provide }: { provide: (key: "postgresUrl", value: string) => void }) {
  const bin = (ensurePostgres as () => string)();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backoffice-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, program);
    const full = asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
    execFileSync(command, full, { stdio: ["ignore", "ignore", "inherit"], timeout: 60_000 });
  };
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-w",
    "-t",
    "30",
    "start",
  ]);
  provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}
