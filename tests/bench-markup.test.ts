// A page's markup for the floor (bench/markup.mjs, and the floor's element tree in bench/floor/app/markup.server.ts):
// the tree React renders from it gives the same markup back, so the floor draws exactly what the page drew.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { elementCount, markupTree } from "../bench/markup.mjs";
import { hasMarkup, markupElement } from "../bench/floor/app/markup.server";

const page = `<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><title>Eventi</title></head><body>
<!--$--><div class="min-h-full" style="--sidebar:16rem;margin-top:2px"><nav aria-label="Sezioni"><a data-discover="true" href="/events?page=2&amp;sort=name" aria-current="page">Eventi &amp; serate</a>
<svg aria-hidden="true" focusable="false" class="h-5 w-5"><use href="/build/_assets/icons.svg#event"></use></svg></nav>
<form method="get" action="/events"><label for="q">Cerca</label><input type="search" id="q" name="q" value="&quot;Villa&quot;" autocomplete="off"/>
<select name="status"><option value="">Tutti</option><option value="open" selected="">Aperti</option></select>
<input type="checkbox" name="mine" checked=""/><button type="submit" name="intent" value="filter" disabled="">Filtra</button></form>
<table><tbody><tr><td colSpan="2">Villa Notte: opening<!-- -->, 28/11</td></tr></tbody></table></div><!--/$-->
<script>window.__remixContext = {"a":"</div>"};</script><script type="module" async="">import "/build/entry.js";</script></body></html>`;

describe("markupTree", () => {
  it("keeps the body's elements, attributes and texts, without scripts or comments", () => {
    const tree = markupTree(page);
    const [, , ...children] = tree;
    const shell = children.find((child) => Array.isArray(child)) as unknown[];
    expect(shell[0]).toBe("div");
    expect(shell[1]).toEqual({ className: "min-h-full", style: { "--sidebar": "16rem", marginTop: "2px" } });
    const text = JSON.stringify(tree);
    expect(text).not.toContain("__remixContext");
    expect(text).not.toContain("entry.js");
    expect(text).toContain('"href":"/events?page=2&sort=name"');
    expect(text).toContain('"Eventi & serate"');
    expect(text).toContain('"Villa Notte: opening, 28/11"');
    expect(text).toContain('{"type":"search","id":"q","name":"q","defaultValue":"\\"Villa\\"","autoComplete":"off"}');
    expect(text).toContain(
      '["select",{"name":"status","defaultValue":"open"},["option",{"value":""},"Tutti"],["option",{"value":"open"},"Aperti"]]',
    );
    expect(text).toContain('{"type":"checkbox","name":"mine","defaultChecked":true}');
    expect(text).toContain('{"type":"submit","name":"intent","value":"filter","disabled":true}');
    expect(elementCount(tree)).toBe(18);
  });

  it("gives back the same markup once React renders the floor's tree of it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "markup-test-"));
    process.env.FLOOR_MARKUP_DIR = dir;
    try {
      fs.writeFileSync(path.join(dir, "sample.json"), JSON.stringify(markupTree(page)));
      expect(hasMarkup("sample")).toBe(true);
      const rendered = renderToStaticMarkup(markupElement("sample"));
      expect(markupTree(`<body>${rendered}</body>`)).toEqual(["div", {}, markupTree(page)]);
    } finally {
      delete process.env.FLOOR_MARKUP_DIR;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses markup that does not close what it opens", () => {
    expect(() => markupTree("<body><div><span></div></body>")).toThrow("</div> closes <span>");
    expect(() => markupTree("<body><div><p>text</p></body>")).toThrow("<div> is not closed");
    expect(() => markupTree("<div></div>")).toThrow("no <body>");
  });
});

describe("the floor's markups", () => {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "markup-test-"));
    process.env.FLOOR_MARKUP_DIR = dir;
  });
  afterEach(() => {
    delete process.env.FLOOR_MARKUP_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("knows only names of lowercase letters whose file the bench wrote", () => {
    fs.writeFileSync(path.join(dir, "list.json"), JSON.stringify(["div", {}, "x"]));
    expect(hasMarkup("list")).toBe(true);
    expect(hasMarkup("tab")).toBe(false);
    expect(hasMarkup("../list")).toBe(false);
  });
});
