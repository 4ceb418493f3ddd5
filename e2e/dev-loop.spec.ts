// The dev loop: `npm run dev` serves the app under `remix dev` with live updates, so a change to a route, to
// a domain's page component or to the stylesheet shows in the open page without a restart or a reload by hand.
// It runs on a copy of the sources in a temporary folder (node_modules linked), so its builds and edits reach no other
// test: the production build the other specs serve stays as it is.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";
import { appPort } from "./ports";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
/** What `npm run dev` and `npm start` need: the app, its configuration, the start script, the mock and the server. */
const copied = [
  "app",
  "public",
  "mock-upstream",
  "scripts",
  "server",
  "remix.config.js",
  "remix.env.d.ts",
  "tailwind.config.ts",
  "postcss.config.js",
  "tsconfig.json",
  "package.json",
];
// Ports E2E_APP_PORT + 23 and + 24: beside the shared servers (+0, +1), server.spec (+2) and the isolated ones (each
// an offset and the next, in isolated.ts's callers); reachability.spec holds + 11 and + 12, which this file once shared.
const devPort = appPort + 23;
const devMockPort = appPort + 24;

test.describe.configure({ mode: "serial" });

let copy: string;
let dev: ChildProcess | undefined;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(150_000);
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "dev-loop-"));
  for (const entry of copied) {
    fs.cpSync(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}build`),
    });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  dev = spawn(process.execPath, [path.join("scripts", "start.mjs"), "--dev"], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(devPort),
      MOCK_UPSTREAM_PORT: String(devMockPort),
      MOCK_UPSTREAM_DATA: path.join(copy, ".data"),
      UPSTREAM_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  dev.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => output, { timeout: 120_000, message: "npm run dev did not start" })
    .toContain("Back-office ready");
});

/** Stops a process group started detached (the start script, its mock and its server), bounded. */
async function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

test.afterAll(async () => {
  await stop(dev);
  fs.rmSync(copy, { recursive: true, force: true });
});

/** Edits a file of the copy and waits until the dev server has sent the page its update. */
async function edit(file: string, change: (text: string) => string) {
  const updates = (output.match(/\b(hmr|live reload)\b/g) ?? []).length;
  const target = path.join(copy, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
  await expect
    // A rebuild of some 500 modules on a 2-core machine busy with the rest of the suite: up to a minute and a half.
    .poll(() => (output.match(/\b(hmr|live reload)\b/g) ?? []).length, { timeout: 90_000 })
    .toBeGreaterThan(updates);
}

test("npm run dev shows a changed route, page component and stylesheet in the open page", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(`http://localhost:${devPort}/login`);
  await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible();
  // Hydrated: the page listens to the dev server from here on.
  await hydrated(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));

  await edit("app/routes/login.tsx", (text) =>
    text.replace(
      /export default function (\w+)\(\) \{/,
      'export default function $1() {\n  if (typeof document !== "undefined") document.title = "dev-loop route";',
    ),
  );
  await expect(page).toHaveTitle("dev-loop route", { timeout: 30_000 });

  await edit("app/domains/account/login-form.tsx", (text) =>
    text.replace(
      /export function LoginForm\(([^)]*)\)([^{]*)\{/,
      'export function LoginForm($1)$2{\n  if (typeof document !== "undefined") document.title = "dev-loop component";',
    ),
  );
  await expect(page).toHaveTitle("dev-loop component", { timeout: 30_000 });

  await edit("app/tailwind.css", (text) => `${text}\nbody { outline: 7px solid rgb(255, 0, 0); }\n`);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).outlineWidth), { timeout: 30_000 })
    .toBe("7px");
  // Updated in place: no reload by hand, no restart.
  expect(navigations).toEqual([]);
});

test("npm start after npm run dev builds for production instead of serving the development build", async () => {
  test.setTimeout(120_000);
  await stop(dev);
  expect(fs.readFileSync(path.join(copy, "build", "index.js"), "utf8")).toMatch(/\bmode = "development"/);
  output = "";
  const started = spawn(process.execPath, [path.join("scripts", "start.mjs")], {
    cwd: copy,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(devPort),
      MOCK_UPSTREAM_PORT: String(devMockPort),
      MOCK_UPSTREAM_DATA: path.join(copy, ".data"),
      UPSTREAM_URL: "",
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  dev = started;
  started.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  started.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => output, { timeout: 100_000, message: "npm start did not start" })
    .toContain("Back-office ready");
  expect(output).toContain("building for production");
  const login = await fetch(`http://localhost:${devPort}/login`);
  expect(login.status).toBe(200);
  expect(await login.text()).toContain("Accedi");
});
