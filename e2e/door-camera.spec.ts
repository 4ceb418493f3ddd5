// The door's camera on a phone (decision 048, scan and go), at a 390×844 viewport: Chromium's fake camera plays a video
// this spec draws, a QR code of a reservation of the test's own, and the guest's card comes up. The headless shell has
// no BarcodeDetector of its own, so this is the polyfill's path (as on an iPhone): its chunk and its WebAssembly load
// only once the camera opens, both from the back-office itself, and no request of the page or its service worker
// leaves 127.0.0.1/localhost. The stop button and a minute without a code turn the camera off; a refused camera is
// said in words. Screenshots to look at go to .data/: the open camera (Italian light, English dark) and the refusal.
import fs from "node:fs";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { prepareZXingModule, writeBarcode } from "zxing-wasm/writer";
import { storageStateOf } from "./accounts";
import { createUpstream, hydrated, ownEvent, unique } from "./helpers";

type Row = Record<string, unknown> & { _id: string };

// The writer's WebAssembly from node_modules, not the package's default CDN.
prepareZXingModule({
  overrides: {
    wasmBinary: new Uint8Array(fs.readFileSync(path.resolve("node_modules/zxing-wasm/dist/writer/zxing_writer.wasm")))
      .buffer,
  },
});

const width = 640;
const height = 480;

/** A YUV4MPEG2 video of a few identical frames: the code drawn black on white in the middle, or an empty grey picture. */
async function drawVideo(file: string, code: string | null) {
  const luma = Buffer.alloc(width * height, code ? 235 : 128);
  if (code) {
    const { symbol, error } = await writeBarcode(code, { format: "QRCode" });
    if (error) throw new Error(error);
    // The symbol has one value per module; its top-left corner is always dark (a finder pattern).
    const dark = symbol.data[0];
    const scale = Math.floor((height * 0.5) / symbol.width);
    const left = Math.floor((width - symbol.width * scale) / 2);
    const top = Math.floor((height - symbol.height * scale) / 2);
    for (let y = 0; y < symbol.height * scale; y++)
      for (let x = 0; x < symbol.width * scale; x++)
        if (symbol.data[Math.floor(y / scale) * symbol.width + Math.floor(x / scale)] === dark)
          luma[(top + y) * width + left + x] = 16;
  }
  const chroma = Buffer.alloc(width * height * 0.5, 128);
  const frame = [Buffer.from("FRAME\n"), luma, chroma];
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...frame, ...frame, ...frame]));
}

/**
 * Chromium's fake camera plays a file named at launch and read when a page opens the camera, so each worker names its
 * own at launch (an empty picture until a test draws its code) and a test draws in it before it opens the camera.
 */
const test = base.extend<{ cameraShows: (code: string | null) => Promise<void> }, { cameraFile: string }>({
  cameraFile: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const file = path.resolve(".data", `door-camera-${process.pid}.y4m`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await drawVideo(file, null);
      await provide(file);
      fs.rmSync(file, { force: true });
    },
    { scope: "worker" },
  ],
  launchOptions: [
    async ({ launchOptions, cameraFile }, provide) => {
      const fakeCamera = [
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${cameraFile}`,
      ];
      await provide({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCamera] });
    },
    { scope: "worker" },
  ],
  cameraShows: async ({ cameraFile }, provide) => {
    await provide((code) => drawVideo(cameraFile, code));
  },
});

test.use({
  storageState: storageStateOf("disco"),
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

/** A reservation of the demo club at an event of this test's own. */
async function ownGuest(label: string) {
  const event = await ownEvent(`Fotocamera ${label}`);
  const name = `Ospite Fotocamera ${unique()}`;
  const guest = await createUpstream<Row>("disco@demo.test", "/reservations", {
    eventId: event._id,
    discoId: event.discoId,
    userName: name,
    status: "accepted",
    quantity: 2,
  });
  return { event, name, code: String(guest.code) };
}

/** Every request of the page, its chunks and its service worker, and every script it ran, from the first one on. */
function record(page: Page) {
  const requests: URL[] = [];
  const scripts: Promise<{ path: string; text: string }>[] = [];
  page.context().on("request", (request) => requests.push(new URL(request.url())));
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) scripts.push(response.text().then((text) => ({ path: pathname, text })));
  });
  return { requests, scripts };
}

/** The scripts that hold the polyfill, whatever their names: only its code names its WebAssembly file. */
async function readerScripts(scripts: Promise<{ path: string; text: string }>[]): Promise<string[]> {
  return (await Promise.all(scripts)).filter(({ text }) => text.includes("zxing_reader")).map(({ path }) => path);
}
const wasmFiles = (requests: URL[]) => requests.map((url) => url.pathname).filter((name) => name.endsWith(".wasm"));
const foreignHosts = (requests: URL[]) =>
  requests.filter((url) => !["localhost", "127.0.0.1"].includes(url.hostname)).map((url) => url.href);

/** The camera's tracks this page opened, by their state (`live`, `ended`). */
async function cameraTracks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((t) => t.readyState),
  );
}

test.beforeEach(async ({ page }) => {
  // Keeps a hand on what the page opens, to see the camera turned off.
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    Object.assign(window, { cameraTracks: tracks });
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
});

test("reads a guest's QR code with the camera, with the back-office's own reader loaded only then", async ({
  page,
  cameraShows,
}) => {
  test.slow();
  const { event, name, code } = await ownGuest("it");
  await cameraShows(code);
  const { requests, scripts } = record(page);
  await page.goto(`/events/${event._id}/door`);
  await hydrated(page);
  // The door's service worker keeps what the camera fetches, for the next night without network.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const open = page.getByRole("button", { name: "Scansiona con la fotocamera" });
  await expect(open).toBeVisible();
  // Nothing of the polyfill is part of the door's own load.
  expect(await readerScripts(scripts)).toEqual([]);
  expect(wasmFiles(requests)).toEqual([]);

  await open.click();
  await expect(page.getByLabel("Anteprima della fotocamera")).toBeVisible();
  await expect(page.getByText("Inquadra il codice nel riquadro")).toBeVisible();
  await expect(page.getByRole("article", { name })).toBeVisible();
  await page.screenshot({ path: ".data/door-camera-it-light.png", fullPage: true });

  const chunks = [...new Set(await readerScripts(scripts))];
  expect(chunks).toEqual([expect.stringMatching(/^\/build\/_shared\/door-camera-zxing-\w+\.js$/)]);
  const [wasm] = new Set(wasmFiles(requests));
  expect(wasm).toMatch(/^\/build\/_assets\/zxing_reader-\w+\.wasm$/);
  const served = await page.request.get(wasm!);
  expect(served.headers()["content-type"]).toBe("application/wasm");
  expect(served.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
  const reader = [...chunks, wasm!];
  await expect
    .poll(() =>
      page.evaluate(async (files) => {
        const cache = await caches.open("files-v1");
        return (await Promise.all(files.map((file) => cache.match(file)))).every(Boolean);
      }, reader),
    )
    .toBe(true);

  await page.getByRole("button", { name: "Chiudi la fotocamera" }).click();
  await expect(page.getByLabel("Anteprima della fotocamera")).toHaveCount(0);
  await expect.poll(() => cameraTracks(page)).toEqual(["ended"]);
  expect(foreignHosts(requests)).toEqual([]);
});

test.describe("in English on a dark phone", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" }, colorScheme: "dark" });

  test("reads the code, and goes on reading the queue until stopped", async ({ page, cameraShows }) => {
    test.slow();
    const { event, name, code } = await ownGuest("en");
    await cameraShows(code);
    const { requests } = record(page);
    await page.goto(`/events/${event._id}/door`);
    await hydrated(page);
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(page.getByRole("article", { name })).toBeVisible();
    await expect(page.getByText("Frame the code in the square")).toBeVisible();
    await page.screenshot({ path: ".data/door-camera-en-dark.png", fullPage: true });
    // Still scanning after a read: the camera stays on for the next guest.
    await expect(page.getByRole("button", { name: "Close the camera" })).toBeVisible();
    expect(await cameraTracks(page)).toEqual(["live"]);
    expect(foreignHosts(requests)).toEqual([]);
  });
});

test("turns the camera off after a minute without a code, and says so", async ({ page, cameraShows }) => {
  const { event } = await ownGuest("idle");
  await cameraShows(null);
  await page.clock.install();
  await page.goto(`/events/${event._id}/door`);
  await hydrated(page);
  await page.getByRole("button", { name: "Scansiona con la fotocamera" }).click();
  await expect(page.getByLabel("Anteprima della fotocamera")).toBeVisible();
  await expect.poll(() => cameraTracks(page)).toEqual(["live"]);
  await page.clock.fastForward("01:01");
  await expect(
    page.getByRole("status").filter({ hasText: "Fotocamera spenta dopo un minuto senza codici" }),
  ).toBeVisible();
  await expect(page.getByLabel("Anteprima della fotocamera")).toHaveCount(0);
  await expect.poll(() => cameraTracks(page)).toEqual(["ended"]);
});

test("says in words that the camera was refused", async ({ page }) => {
  const { event } = await ownGuest("refused");
  // What the browser answers when the user (or the site's settings) refuses the camera.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await page.goto(`/events/${event._id}/door`);
  await hydrated(page);
  await page.getByRole("button", { name: "Scansiona con la fotocamera" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Accesso alla fotocamera negato" })).toBeVisible();
  await page.screenshot({ path: ".data/door-camera-refused.png" });
  await expect(page.getByLabel("Anteprima della fotocamera")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Scansiona con la fotocamera" })).toBeVisible();
});
