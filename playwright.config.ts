// Browser tests against the production build on the embedded mock upstream, fresh data per run, Debian's Chromium.
import { defineConfig, devices } from "@playwright/test";
import { appURL, mockURL, appPort, mockPort, runDataDir } from "./e2e/ports";

// Debian's headless shell of Chromium (scripts/ensure-chromium.mjs installs it): the same browser build without the
// desktop browser around it, about half the CPU per test on this 2-core machine (decision 042).
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three workers on this 2-core machine: a test spends part of its time waiting (the app, the mock, a poll), and a
  // third worker fills it; measured 8-10% faster than two on 120 tests (decision 042). PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? 3),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: appURL,
    locale: "it-IT",
    extraHTTPHeaders: { "Accept-Language": "it-IT,it;q=0.9" },
    // No trace by default: recording one for every test (kept only on failure) cost a third of the suite's time on this
    // 2-core machine (decision 042). A failure still leaves its screenshot and the page's accessibility snapshot
    // (error-context.md); PW_TRACE=retain-on-failure records traces when a failure needs one.
    trace: (process.env.PW_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/, use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } },
    {
      name: "chromium",
      testMatch: /.*\.spec\.ts/,
      testIgnore: /.*\.nojs\.spec\.ts/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
    {
      name: "no-javascript",
      testMatch: /.*\.nojs\.spec\.ts/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs --fresh",
    url: `${appURL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(appPort),
      MOCK_UPSTREAM_PORT: String(mockPort),
      MOCK_UPSTREAM_DATA: runDataDir,
      // The back-office's own database, inside the data folder `--fresh` empties, so each run starts with none.
      DATABASE_FILE: `${runDataDir}/backoffice.sqlite`,
      SESSION_SECRET: "e2e-only-session-secret-0123456789",
      NODE_ENV: "production",
      UPSTREAM_TIMEOUT_MS: "3000",
    },
  },
  metadata: { mockURL },
});
