// The resource scaffold (scripts/new-resource.mjs, docs/new-resource.md) on a copy of the repository in the system's
// temporary folder: it writes two resources (an admin's platform records; a venue's records opened by the four venue
// roles), refuses a taken name and a file whose place is gone without writing anything, and leaves a copy that
// typechecks, builds, passes the access unit tests, and whose new routes answer every demo account over HTTP as the
// access table says, with the e2e suite's own server and expectations (e2e/isolated.ts, e2e/expected-access.ts).
// About a minute and a half of two cores: its own vitest project, `scaffold`, run by `npm test`, not by `--project unit`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = path.resolve(__dirname, "..");
let copy = "";
let stopServer: (() => Promise<void>) | undefined;
/** The files the scaffold said it wrote or edited. */
const touched = new Set<string>();

type Run = { code: number; output: string };

/** The commands still running, stopped when the file ends (a time-out leaves them behind otherwise). */
const running = new Set<ChildProcess>();

/** Terminal colour codes, in case a tool prints them despite NO_COLOR. */
const colors = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** Runs a command in the copy; answers its exit code and what it printed (the end of it: enough to see a failure). */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: copy,
      env: { ...process.env, NO_COLOR: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => {
      running.delete(child);
      resolve({ code: code ?? 1, output: output.replace(colors, "") });
    });
  });
}

const dressCodes = {
  name: "dressCodes",
  path: "/dress-codes",
  title: "Dress code",
  rows: ["Dress code 1", "Dress code 2", "Dress code 3"],
  args: [
    "dressCodes",
    "--domain",
    "venues",
    ...["--label-it", "Dress code", "--label-en", "Dress codes", "--one-it", "Dress code", "--one-en", "Dress code"],
    ...["--new-it", "Nuovo dress code", "--new-en", "New dress code"],
    ...["--about-it", "I dress code delle serate.", "--about-en", "The nights' dress codes."],
  ],
};

const tastingNotes = {
  name: "tastingNotes",
  path: "/tasting-notes",
  title: "Note di degustazione",
  rows: ["Nota di degustazione 1", "Nota di degustazione 2", "Nota di degustazione 3"],
  args: [
    "tastingNotes",
    ...["--domain", "tasting", "--roles", "admin,disco,format,structure", "--icon", "product"],
    ...["--label-it", "Note di degustazione", "--label-en", "Tasting notes"],
    ...["--one-it", "Nota di degustazione", "--one-en", "Tasting note"],
    ...["--new-it", "Nuova nota di degustazione", "--new-en", "New tasting note"],
    ...["--about-it", "Le note di degustazione del locale.", "--about-en", "The venue's tasting notes."],
  ],
};

/** The six route files of a resource (decision 003), the URL each answers under the list's path, and its posts. */
const routeFiles = [
  { file: "_layout", url: "", takesPost: false },
  { file: "$id", url: "/:id", takesPost: true },
  { file: "$id_.delete", url: "/:id/delete", takesPost: true },
  { file: "bulk", url: "/bulk", takesPost: true },
  { file: "bulk_.$runId", url: "/bulk/:runId", takesPost: false },
  { file: "export[.]csv", url: "/export.csv", takesPost: false },
];

const scaffold = (args: string[]) => run(process.execPath, ["scripts/new-resource.mjs", ...args]);

/** A digest of the files the scaffold edits, to show a refused run changed none of them. */
function digest(): string {
  const hash = crypto.createHash("sha256");
  for (const file of ["app/core/access/permissions.ts", "app/domains/index.ts", "app/locales/it/common.json"])
    hash.update(fs.readFileSync(path.join(copy, file)));
  return hash.digest("hex");
}

/** A port with a free one after it (the isolated server's app and mock). */
async function freePortPair(): Promise<number> {
  const listen = (port: number) =>
    new Promise<net.Server | null>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => resolve(server));
    });
  const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await listen(0);
    if (!first) continue;
    const port = (first.address() as net.AddressInfo).port;
    const second = await listen(port + 1);
    await close(first);
    if (second) {
      await close(second);
      return port;
    }
  }
  throw new Error("no two free ports side by side");
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "new-resource-"));
  // The repository as it stands (committed or not), without what git ignores (node_modules, builds, data).
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repo,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const from = path.join(repo, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(repo, "node_modules")), path.join(copy, "node_modules"), "dir");
});

afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await stopServer?.();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe("npm run new:resource", () => {
  it("writes two resources, and refuses a taken name or a missing place without writing anything", async () => {
    for (const resource of [dressCodes, tastingNotes]) {
      const { code, output } = await scaffold(resource.args);
      expect(code, output).toBe(0);
      expect(output).toContain(`app/routes/_app+${resource.path}+/_layout.tsx`);
      expect(output).toContain("app/core/access/permissions.ts");
      for (const [, file] of output.matchAll(/^ {2}(\S+\.\w+)$/gm)) touched.add(file!);
    }
    expect(touched.size).toBe(7 + 7 + 13);

    const before = digest();
    const again = await scaffold(dressCodes.args);
    expect(again.code).toBe(1);
    expect(again.output).toContain('"dressCodes" already exists');
    expect(digest()).toBe(before);

    const seed = path.join(copy, "mock-upstream/seed.mjs");
    const seedText = fs.readFileSync(seed, "utf8");
    fs.writeFileSync(seed, seedText.replace("  data.tokens = [];", "  data.tokens = new Array();"));
    const args = dressCodes.args.map((arg) => (arg === "dressCodes" ? "coatChecks" : arg));
    const broken = await scaffold(args);
    fs.writeFileSync(seed, seedText);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain("mock-upstream/seed.mjs: expected one line matching");
    expect(digest()).toBe(before);
    expect(fs.existsSync(path.join(copy, "app/routes/_app+/coat-checks+"))).toBe(false);
  });

  it("leaves a copy that typechecks, builds, passes lint, Prettier and the access unit tests", async () => {
    const unitTests = [
      "tests/permissions.test.ts",
      "tests/row-scope.test.ts",
      "tests/write-grants.test.ts",
      "tests/locales.test.ts",
      "tests/dialog-titles.test.ts",
      "tests/audit-words.test.ts",
      "tests/resource-schemas.test.ts",
    ];
    const bin = (name: string) => path.join(copy, "node_modules", ".bin", name);
    const code = [...touched].filter((file) => /\.(tsx?|mjs)$/.test(file));
    const [typecheck, build, units, format, lint] = await Promise.all([
      run(bin("tsc"), []),
      // A production build, as npm test's: under vitest's NODE_ENV=test, Remix builds one whose pages fail.
      run(bin("remix"), ["build"], { NODE_ENV: "production" }),
      run(bin("vitest"), ["run", "--project", "unit", ...unitTests]),
      run(bin("prettier"), ["--check", ...touched]),
      run(bin("eslint"), ["--max-warnings", "0", ...code]),
    ]);
    const outcome = { typecheck, build, units, format, lint };
    const failed = Object.entries(outcome).filter(([, result]) => result.code !== 0);
    expect(
      failed.map(([step]) => step),
      failed.map(([step, { output }]) => `${step}:\n${output}`).join("\n"),
    ).toEqual([]);
    expect(units.output).toMatch(/Test Files {2}7 passed/);
  });

  it("serves the new routes to every demo account as e2e/expected-access.ts says", async () => {
    process.env.E2E_APP_PORT = String(await freePortPair());
    const { startIsolated } = (await import(path.join(copy, "e2e/isolated.ts"))) as typeof import("../e2e/isolated");
    const { accounts } = (await import(path.join(copy, "e2e/accounts.ts"))) as typeof import("../e2e/accounts");
    const { expectedOpen } = (await import(
      path.join(copy, "e2e/expected-access.ts")
    )) as typeof import("../e2e/expected-access");
    const server = await startIsolated("scaffold", 0, 15_000);
    stopServer = server.stop;

    const get = (url: string, cookie: string) => fetch(`${server.appURL}${url}`, { headers: { cookie } });
    const blank = "000000000000000000000001";
    for (const resource of [dressCodes, tastingNotes]) {
      const folder = path.join(copy, `app/routes/_app+${resource.path}+`);
      expect(
        fs
          .readdirSync(folder)
          .map((file) => file.replace(/\.tsx$/, ""))
          .sort(),
      ).toEqual(routeFiles.map((route) => route.file).sort());
      const opening = Object.entries(expectedOpen)
        .filter(([, open]) => open.includes(resource.path))
        .map(([name]) => name);
      expect(opening.length, resource.path).toBeGreaterThan(0);

      for (const [name, account] of Object.entries(accounts)) {
        const cookie = await server.signIn(account.email);
        const allowed = opening.includes(name);
        const landed = await get("/", cookie);
        const landing = await landed.text();
        expect(
          landing.includes(`href="${resource.path}"`),
          `${name} at ${landed.url}: a sidebar link to ${resource.path}`,
        ).toBe(allowed);

        if (!allowed) {
          await server.control("log", { method: "DELETE" });
          for (const route of routeFiles) {
            const url = resource.path + route.url.replace(/:[^/]+/, blank);
            const read = await get(url, cookie);
            await read.arrayBuffer();
            expect(read.status, `${name} GET ${url}`).toBe(404);
            if (!route.takesPost) continue;
            for (const target of new Set([url, url.replace(`/${blank}`, "/new")])) {
              const write = await fetch(`${server.appURL}${target}`, {
                method: "POST",
                headers: { cookie },
                body: new URLSearchParams({ name: "Intruso", intent: "delete" }),
                redirect: "manual",
              });
              await write.arrayBuffer();
              expect(write.status, `${name} POST ${target}`).toBe(404);
            }
          }
          expect(await server.writesBy(account.email), name).toEqual([]);
          continue;
        }

        // The list, with the rows the account reaches: an admin all, a venue its own (the seed puts two of the
        // venue's records at the demo club and one at another club; the format and structure accounts have none).
        const list = await get(resource.path, cookie);
        const page = await list.text();
        expect(list.status, `${name} GET ${resource.path}`).toBe(200);
        expect(page).toContain(resource.title);
        const seen = resource.rows.filter((row) => page.includes(`>${row}<`));
        const reached =
          resource === dressCodes || name === "admin"
            ? resource.rows
            : name === "disco"
              ? resource.rows.slice(0, 2)
              : [];
        expect(seen, `${name}: rows of ${resource.path}`).toEqual(reached);

        // Each row the account reaches links to its record; the form, the record, its delete dialog and the CSV open.
        const record = page.match(new RegExp(`href="${resource.path}/([0-9a-f]{24})(?:\\?[^"]*)?"`))?.[1];
        expect(Boolean(record), `${name}: a link to a record of ${resource.path}`).toBe(reached.length > 0);
        const pages = [`${resource.path}/new`, `${resource.path}/export.csv`];
        if (record) pages.push(`${resource.path}/${record}`, `${resource.path}/${record}/delete`);
        for (const url of pages) {
          const answer = await get(url, cookie);
          await answer.arrayBuffer();
          expect(answer.status, `${name} GET ${url}`).toBe(200);
        }

        const created = await fetch(`${server.appURL}${resource.path}/new`, {
          method: "POST",
          headers: { cookie },
          body: new URLSearchParams({ name: `Creata da ${name}`, description: "" }),
          redirect: "manual",
        });
        await created.arrayBuffer();
        expect(created.status, `${name} creates a record`).toBe(302);
        expect(await server.writesBy(account.email)).toContain(`POST /${resource.path.slice(1)}`);
      }
    }
  });
});
