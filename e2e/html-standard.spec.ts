// Every key page is valid HTML as the server sends it, by the Nu HTML checker (the W3C's validator): the key pages of e2e/key-pages.ts (the login page, every list and event tab, each list in each state of its rows, the
// door) and the record dialogs the lists link to, in Italian and English.
// The pages are fetched over plain HTTP with the suite's signed-in sessions, a few at a time, and checked in one run
// of the checker (one JVM start for all of them). Java comes from Debian (scripts/ensure-java.mjs), the checker from
// the vnu-jar package.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storageStateOf } from "./accounts";
import { dialogsLinkedFrom, eventWithRows, keyPages, onEvent, type KeyPage } from "./key-pages";
import { appURL } from "./ports";

// VNU_JAR names another copy of the checker (a worktree whose node_modules is not its own).
const vnuJar = process.env.VNU_JAR || createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const languages = { it: "it-IT,it;q=0.9", en: "en-GB,en;q=0.9" } as const;
type Language = keyof typeof languages;

type Fetched = KeyPage & { language: Language; html: string };
type Message = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs `work` over `items`, `width` at a time: the app answers a few pages at once without starving the others. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]!);
      }
    }),
  );
  return results;
}

/** The checker's verdict on the files, its JSON messages (errors only). */
async function validate(files: string[]): Promise<Message[]> {
  const { stdout } = await promisify(execFile)(
    "java",
    [
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--errors-only",
      "--no-langdetect",
      "--exit-zero-always",
      "--stdout",
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new Error("no java on PATH: run node scripts/ensure-java.mjs");
    throw error;
  });
  return (JSON.parse(stdout) as { messages: Message[] }).messages;
}

test("every key page is valid HTML, in Italian and in English", async ({ playwright }) => {
  // Over a hundred pages fetched and checked: minutes on a machine the other suites keep busy.
  test.setTimeout(300_000);
  const clients = new Map<string, Promise<APIRequestContext>>();
  const clientOf = (account: KeyPage["account"], language: Language) => {
    const key = `${account} ${language}`;
    if (!clients.has(key))
      clients.set(
        key,
        playwright.request.newContext({
          baseURL: appURL,
          storageState: account === "signed-out" ? undefined : storageStateOf(account),
          extraHTTPHeaders: { "Accept-Language": languages[language] },
          maxRedirects: 0,
        }),
      );
    return clients.get(key)!;
  };
  const fetchPage = async (page: KeyPage, language: Language): Promise<Fetched> => {
    const response = await (await clientOf(page.account, language)).get(page.path);
    expect(response.status(), `${page.account} opens ${page.path}`).toBe(200);
    return { ...page, language, html: await response.text() };
  };

  const eventId = await eventWithRows();
  const pages = keyPages.map((page) => ({ ...page, path: onEvent(page.path, eventId) }));
  const both = (list: KeyPage[]) =>
    list.flatMap((page) => (["it", "en"] as const).map((language) => ({ page, language })));
  const fetched = await inParallel(both(pages), 4, ({ page, language }) => fetchPage(page, language));
  // The record dialogs each list links to, found in its Italian HTML.
  const dialogs = [
    ...new Map(
      fetched
        .filter((page) => page.language === "it")
        .flatMap((page) => dialogsLinkedFrom(page.path, page.html).map((path) => ({ path, account: page.account })))
        .map((dialog) => [dialog.path, dialog] as const),
    ).values(),
  ];
  expect(dialogs.length, "lists link to record dialogs").toBeGreaterThan(20);
  fetched.push(...(await inParallel(both(dialogs), 4, ({ page, language }) => fetchPage(page, language))));
  await Promise.all([...clients.values()].map(async (client) => (await client).dispose()));

  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "html-standard-"));
  try {
    const files = await Promise.all(
      fetched.map(async (page, index) => {
        const file = path.join(folder, `${index}.html`);
        await fs.writeFile(file, page.html);
        return file;
      }),
    );
    const messages = await validate(files);
    const pageOf = (url = "") => fetched[Number(/(\d+)\.html$/.exec(url)?.[1])];
    const errors = messages.map((message) => {
      const page = pageOf(message.url);
      const where = page ? `${page.path} (${page.account}, ${page.language})` : (message.url ?? "?");
      return `${where} line ${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` — ${message.extract.trim()}` : ""}`;
    });
    expect(errors, `${errors.length} errors in ${fetched.length} pages`).toEqual([]);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});
