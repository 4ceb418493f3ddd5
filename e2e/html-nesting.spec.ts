// Forms sit where HTML allows them: never inside a span, link, button, label or paragraph, which browsers each repair
// in their own way (moving the form, or dropping it and posting the outer one). Checked on the HTML as the server
// sends it, before any browser repairs it, on the pages whose rows carry action forms.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storageStateOf } from "./accounts";

const phrasing = new Set(["span", "a", "button", "label", "p"]);
const voidTags = new Set(["br", "img", "input", "meta", "link", "hr", "path", "circle", "rect", "line", "polyline"]);

/** Each `<form>` of a page with the phrasing elements it is opened inside; empty when every form is well placed. */
function misplacedForms(html: string): string[] {
  const open: string[] = [];
  const found: string[] = [];
  for (const [, closing, name, selfClosing] of html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(\/?)>/g)) {
    const tag = name.toLowerCase();
    if (voidTags.has(tag) || selfClosing) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const outer = open.filter((element) => phrasing.has(element));
    if (tag === "form" && outer.length > 0) found.push(`form inside ${outer.join(" > ")}`);
    open.push(tag);
  }
  return found;
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The event tabs whose rows carry forms (state changes), for the account's first event. */
async function eventTabs(request: APIRequestContext): Promise<string[]> {
  const id = (await html(request, "/events?when=all")).match(/href="\/events\/([0-9a-f]{24})"/)?.[1];
  expect(id, "an event in the list").toBeTruthy();
  return ["ticket-releases", "reservations", "web-reservations", "orders"].map((tab) => `/events/${id}/${tab}`);
}

for (const [account, pages] of [
  ["admin", ["/users", "/orders"]],
  ["disco", ["/products", "/orders"]],
] as const) {
  test.describe(account, () => {
    test.use({ storageState: storageStateOf(account) });

    test("no page puts a form inside a span, link, button, label or paragraph", async ({ request }) => {
      // The check itself finds a misplaced form.
      expect(misplacedForms('<td><span class="x"><form method="post"></form></span></td>')).toEqual([
        "form inside span",
      ]);
      for (const path of [...pages, ...(await eventTabs(request))])
        expect(misplacedForms(await html(request, path)), path).toEqual([]);
    });
  });
}
