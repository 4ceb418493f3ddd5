// The mock upstream's products rules: an alcoholic product or template is not assigned to a minor, counted from the
// birth date to today in Italy; the seed's assignments say who they are for and the demo events have products.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../mock-upstream/server.mjs";
import { ageOn } from "../mock-upstream/products.mjs";

type Row = Record<string, unknown> & { _id: string };

let mock: MockUpstream;
let dataDir: string;
let auth: string;

async function call(pathname: string, init: { method?: string; json?: unknown } = {}) {
  return fetch(`${mock.url}${pathname}`, {
    method: init.method ?? "GET",
    headers: { Authorization: auth, ...(init.json === undefined ? {} : { "Content-Type": "application/json" }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

async function rows(pathname: string): Promise<Row[]> {
  const response = await call(pathname);
  expect(response.status).toBe(200);
  return response.json();
}

function birthDateYearsAgo(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-upstream-products-"));
  mock = await startMockUpstream({ port: 0, dataDir, quiet: true });
  const basic = `Basic ${Buffer.from("disco@demo.test:Demo-pass1").toString("base64")}`;
  const signedIn = await (
    await fetch(`${mock.url}/auth`, { method: "POST", headers: { Authorization: basic } })
  ).json();
  auth = `Bearer ${signedIn.token}`;
});

afterAll(async () => {
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("assigning products", () => {
  it("refuses an alcoholic product to a minor, and allows it on their 18th birthday", async () => {
    const [gin] = await rows("/products?name=Gin%20tonic&alcohol=true&limit=1");
    const [water] = await rows("/products?name=Acqua&limit=1");
    const minor = await (
      await call("/users", {
        method: "POST",
        json: {
          email: "quasi18@example.test",
          name: "Quasi",
          surname: "Diciottenne",
          role: "user",
          birthDate: birthDateYearsAgo(18, 1),
        },
      })
    ).json();
    const adult = await (
      await call("/users", {
        method: "POST",
        json: {
          email: "oggi18@example.test",
          name: "Oggi",
          surname: "Diciottenne",
          role: "user",
          birthDate: birthDateYearsAgo(18),
        },
      })
    ).json();

    const refused = await call("/assign-products", {
      method: "POST",
      json: { productId: gin._id, userId: minor._id, quantity: 1 },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: "Underage users cannot buy alcoholic products" });

    expect(
      (
        await call("/assign-products", {
          method: "POST",
          json: { productId: water._id, userId: minor._id, quantity: 1 },
        })
      ).status,
    ).toBe(201);
    const given = await call("/assign-products", {
      method: "POST",
      json: { productId: gin._id, userId: adult._id, quantity: 1 },
    });
    expect(given.status).toBe(201);
    const created = (await given.json()) as Row;
    expect(created.productName).toBe("Gin tonic");

    // Nor can an assignment be moved onto a minor.
    expect((await call(`/assign-products/${created._id}`, { method: "PUT", json: { userId: minor._id } })).status).toBe(
      400,
    );
  });

  it("applies the rule to an alcoholic template too", async () => {
    const [template] = await rows("/product-templates?alcohol=true&limit=1");
    const [minor] = await rows("/users?name=Alessandro&surname=Bruno");
    const response = await call("/assign-products", {
      method: "POST",
      json: { productTemplateId: template._id, userId: minor._id },
    });
    expect(response.status).toBe(400);
  });

  it("counts whole years", () => {
    expect(ageOn("2008-11-23", "2026-11-23")).toBe(18);
    expect(ageOn("2008-11-24", "2026-11-23")).toBe(17);
    expect(ageOn(undefined, "2026-11-23")).toBeNull();
  });
});

describe("the seed", () => {
  it("has a known minor and says who every assignment is for", async () => {
    const [minor] = await rows("/users?name=Alessandro&surname=Bruno");
    expect(
      ageOn(minor.birthDate, new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date())),
    ).toBeLessThan(18);
    const assignments = await rows("/assign-products");
    expect(assignments.every((a) => ["venue", "event", "user"].includes(String(a.target)))).toBe(true);
  });

  it("has products on sale at tonight's event of the demo club", async () => {
    const [tonight] = await rows("/events?name=Stasera%20al%20Demo%20Club");
    const onSale = await rows(`/assign-products?eventId=${tonight._id}&target=event`);
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.every((a) => typeof a.productName === "string")).toBe(true);
  });

  it("names each product category's venue category", async () => {
    const categories = await rows("/product-categories?limit=5");
    expect(categories.every((c) => typeof c.discoCategoryName === "string")).toBe(true);
  });
});
