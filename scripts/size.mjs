#!/usr/bin/env node
// `npm run size`: what a first visit downloads for each key page of the production build: JavaScript and CSS from the
// build manifest (gzip and brotli), and the HTML of a 20-row list. Two figures of JavaScript per page: what it loads
// before it is interactive (its route chain), and that with what it loads later for its own features (the lazy chunks
// key-pages.json names under `later`, with what they import). Fails above either budget (decision 006: JS 120 KB gzip
// per page before it is interactive, 100 KB on /login, 150 KB with what it loads later; CSS 20 KB gzip), and how many
// JavaScript files each figure is (each one more request on a slow connection). `--json FILE` writes
// [{page, jsGzip, jsChunks, jsWithLaterGzip, jsWithLaterChunks, cssGzip, htmlGzip, stringsGzip}] in bytes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Each key page, the route chain that renders it, and the modules it imports lazily for its own features (`later`: the
// map's Leaflet, a picker's combobox); e2e/console-errors.spec.ts loads the same pages and checks that a page loads no
// lazy chunk it does not name.
const pages = JSON.parse(fs.readFileSync(path.join(root, "scripts", "key-pages.json"), "utf8"));
const budget = { jsGzip: 120 * 1024, jsWithLaterGzip: 150 * 1024, cssGzip: 20 * 1024 };
// The page everybody opens first, and the one a phone on a slow connection waits for before anything else.
const pageBudgets = { "/login": { jsGzip: 100 * 1024 } };
const jsonIndex = process.argv.indexOf("--json");
const jsonFile = jsonIndex > -1 ? process.argv[jsonIndex + 1] : null;

process.env.UPSTREAM_URL ||= "http://127.0.0.1:9";
if (!fs.existsSync(path.join(root, "build", "index.js"))) {
  console.error("No build found: run `npm run build` first (npm run size does it).");
  process.exit(1);
}
const { assets, future } = await import(path.join(root, "build", "index.js"));
// esbuild's account of the browser build: which output a lazily imported module became, and what that output imports.
const metafile = JSON.parse(fs.readFileSync(path.join(root, "build", "metafile.js.json"), "utf8"));
const publicUrl = (output) => output.replace(/^public/, "");
// With lazy route discovery (v3_lazyRouteDiscovery) the document carries the routes it needs in an inline script (part
// of the HTML) and the browser never loads the whole route manifest file: it is not part of any page's JavaScript.
const firstLoad = future?.v3_lazyRouteDiscovery ? [] : [assets.url];

const sizeCache = new Map();
function sizes(url) {
  if (!sizeCache.has(url)) {
    const bytes = fs.readFileSync(path.join(root, "public", url));
    sizeCache.set(url, {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes).length,
    });
  }
  return sizeCache.get(url);
}

function sum(urls) {
  return [...urls].reduce(
    (total, url) => {
      const size = sizes(url);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

// Every page loads the stylesheets the root links to: the CSS files the server build names. A stylesheet only a
// browser chunk adds (Leaflet's, on /map) is not part of every page's first load.
const serverBuild = fs.readFileSync(path.join(root, "build", "index.js"), "utf8");
const cssFiles = fs
  .readdirSync(path.join(root, "public", "build", "_assets"))
  .filter((file) => file.endsWith(".css"))
  .map((file) => `/build/_assets/${file}`)
  .filter((url) => serverBuild.includes(url));

/** Signs in as the demo admin on a fresh embedded mock and measures the HTML of a 20-row list. */
async function measureHtml(listPath) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "size-mock-"));
  const env = {
    ...process.env,
    PORT: "3460",
    MOCK_UPSTREAM_PORT: "3461",
    MOCK_UPSTREAM_DATA: dataDir,
    SESSION_SECRET: "size-script-session-secret-0123",
    UPSTREAM_URL: "",
  };
  delete env.UPSTREAM_URL;
  const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the server did not start within 60 s")), 60_000);
      server.stdout.on("data", (chunk) => {
        if (String(chunk).includes("Back-office ready")) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.on("exit", () => reject(new Error("the server stopped")));
    });
    const base = "http://localhost:3460";
    const login = await fetch(`${base}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "admin@demo.test", password: "Demo-pass1" }),
      redirect: "manual",
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const page = await fetch(`${base}${listPath}`, { headers: { Cookie: cookie, "Accept-Language": "it" } });
    const html = Buffer.from(await page.arrayBuffer());
    if (!page.ok || !html.includes("<tbody")) throw new Error(`the list answered ${page.status} without rows`);
    return {
      raw: html.length,
      gzip: zlib.gzipSync(html, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(html).length,
    };
  } finally {
    // Wait for the server (and its mock) to stop writing before removing the mock's data.
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

// Not JavaScript, but downloaded once by a first visit with JavaScript on: the strings of the page's language, fetched
// by the browser's i18next from a versioned, immutable address. Reported beside the budget, the larger language.
function stringsSize() {
  const [it, en] = ["it", "en"].map((language) =>
    fs.readFileSync(path.join(root, "app", "locales", language, "common.json")),
  );
  const bytes = JSON.stringify(JSON.parse(String(it))).length > JSON.stringify(JSON.parse(String(en))).length ? it : en;
  const compact = Buffer.from(JSON.stringify(JSON.parse(String(bytes))));
  return { gzip: zlib.gzipSync(compact, { level: 9 }).length, brotli: zlib.brotliCompressSync(compact).length };
}
const strings = stringsSize();

/** The chunks a lazily imported module brings: its own output and every chunk it imports, at any depth. */
function lazyChunks(source) {
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === source);
  if (!entry) throw new Error(`No chunk of ${source} in the build: is it imported lazily (import()) anywhere?`);
  const chunks = new Set();
  const visit = (output) => {
    if (chunks.has(output) || !output.endsWith(".js")) return;
    chunks.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind === "import-statement") visit(imported.path);
    }
  };
  visit(entry[0]);
  return [...chunks].map(publicUrl);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const results = [];
let over = false;
for (const { page, routes, html, later = [] } of pages) {
  const js = new Set([...firstLoad, assets.entry.module, ...assets.entry.imports]);
  for (const id of routes) {
    const route = assets.routes[id];
    if (!route) throw new Error(`No route ${id} in the build manifest`);
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
  }
  const jsSize = sum(js);
  const jsWithLater = new Set([...js, ...later.flatMap(lazyChunks)]);
  const withLater = sum(jsWithLater);
  const cssSize = sum(cssFiles);
  const htmlSize = html ? await measureHtml(html) : null;
  const jsBudget = pageBudgets[page]?.jsGzip ?? budget.jsGzip;
  const fails = jsSize.gzip > jsBudget || withLater.gzip > budget.jsWithLaterGzip || cssSize.gzip > budget.cssGzip;
  over ||= fails;
  results.push({
    page,
    jsGzip: jsSize.gzip,
    jsChunks: js.size,
    jsWithLaterGzip: withLater.gzip,
    jsWithLaterChunks: jsWithLater.size,
    cssGzip: cssSize.gzip,
    htmlGzip: htmlSize?.gzip ?? null,
    stringsGzip: strings.gzip,
  });
  console.log(
    `${fails ? "OVER " : "ok   "}${page.padEnd(36)} JS ${kb(jsSize.gzip)} gzip (of ${kb(jsBudget)}) / ${kb(jsSize.brotli)} br ` +
      `in ${js.size} files, with later ${kb(withLater.gzip)} gzip (of ${kb(budget.jsWithLaterGzip)}) in ${jsWithLater.size}   CSS ${kb(cssSize.gzip)} gzip / ${kb(cssSize.brotli)} br` +
      (htmlSize ? `   HTML (20 rows) ${kb(htmlSize.gzip)} gzip / ${kb(htmlSize.brotli)} br` : ""),
  );
}
console.log(
  `Strings of one language (JSON, cached for good after the first visit): ${kb(strings.gzip)} gzip / ${kb(strings.brotli)} br.`,
);
// The icon sprite: one SVG every signed-in page draws its icons from, fetched once and cached for good (decision 019).
const sprite = fs
  .readdirSync(path.join(root, "public", "build", "_assets"))
  .filter((file) => /^icons-.*\.svg$/.test(file))
  .map((file) => sizes(`/build/_assets/${file}`));
if (sprite.length === 1) {
  console.log(
    `Icon sprite (SVG, cached for good after the first visit): ${kb(sprite[0].gzip)} gzip / ${kb(sprite[0].brotli)} br.`,
  );
}
console.log(
  `Budget: JS ${kb(budget.jsGzip)} gzip per page before it is interactive (${Object.entries(pageBudgets)
    .map(([page, { jsGzip }]) => `${page} ${kb(jsGzip)}`)
    .join(
      ", ",
    )}), ${kb(budget.jsWithLaterGzip)} with what it loads later for its own features; CSS ${kb(budget.cssGzip)} gzip.`,
);
if (jsonFile) fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
process.exit(over ? 1 : 0);
