import { chromium } from "@playwright/test";
const base = "http://localhost:4310";
const [email, js, lang, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ javaScriptEnabled: js === "js", locale: lang === "en" ? "en-GB" : "it-IT", viewport: { width: 1400, height: 1000 } });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByLabel("Email").fill(email);
await page.getByLabel("Password").fill("Demo-pass1");
await page.getByRole("button", { name: lang === "en" ? "Sign in" : "Accedi", exact: true }).click();
await page.waitForURL((url) => !url.pathname.startsWith("/login"));
await page.waitForLoadState("networkidle");
let i = 0;
for (const p of paths) {
  const [path, action] = p.split("|");
  await page.goto(base + path);
  await page.waitForLoadState("networkidle");
  if (action) eval(action);
  await page.screenshot({ path: `/tmp/notify-shots/${email.split("@")[0]}-${js}-${lang}-${i++}.png`, fullPage: true });
}
await browser.close();
