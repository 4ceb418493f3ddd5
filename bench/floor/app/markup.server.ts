// The markups the bench gives the floor (decision 044): JSON trees (bench/markup.mjs) of pages the back-office rendered,
// written by the bench into FLOOR_MARKUP_DIR as `<name>.json` before it measures them. Each becomes one React element
// tree, made once and kept: rendering it costs React's work for that markup and nothing else.
import fs from "node:fs";
import path from "node:path";
import { createElement, type ReactElement, type ReactNode } from "react";

type MarkupNode = string | [string, Record<string, unknown>, ...MarkupNode[]];

const elements = new Map<string, ReactElement>();

function toElement(node: MarkupNode, key?: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  return createElement(tag, { ...props, key }, ...children.map((child, index) => toElement(child, index)));
}

function markupFile(name: string): string | null {
  const dir = process.env.FLOOR_MARKUP_DIR;
  if (!dir || !/^[a-z]+$/.test(name)) return null;
  const file = path.join(dir, `${name}.json`);
  return fs.existsSync(file) ? file : null;
}

export function hasMarkup(name: string): boolean {
  return elements.has(name) || markupFile(name) !== null;
}

/** The element tree of the markup `name`; hasMarkup(name) must hold. */
export function markupElement(name: string): ReactElement {
  let element = elements.get(name);
  if (!element) {
    const file = markupFile(name);
    if (!file) throw new Error(`no markup named ${name}`);
    element = toElement(JSON.parse(fs.readFileSync(file, "utf8")) as MarkupNode) as ReactElement;
    elements.set(name, element);
  }
  return element;
}

type SavedData = { calls: string[]; data: unknown };
const savedData = new Map<string, SavedData>();
const trees = new Map<string, MarkupNode>();

/**
 * The page's own upstream calls and loader data, as the bench saved them beside its markup (`<name>.data.json`): the
 * paths (with their queries) the page called for one request, and what its routes' loaders answered, decoded.
 */
export function markupData(name: string): SavedData | null {
  let saved = savedData.get(name);
  if (!saved) {
    const file = markupFile(name)?.replace(/\.json$/, ".data.json");
    if (!file || !fs.existsSync(file)) return null;
    saved = JSON.parse(fs.readFileSync(file, "utf8")) as SavedData;
    savedData.set(name, saved);
  }
  return saved;
}

/** The element tree of the markup `name`, made anew, as a page's components make theirs for each request. */
export function freshMarkupElement(name: string): ReactElement {
  let tree = trees.get(name);
  if (!tree) {
    const file = markupFile(name);
    if (!file) throw new Error(`no markup named ${name}`);
    tree = JSON.parse(fs.readFileSync(file, "utf8")) as MarkupNode;
    trees.set(name, tree);
  }
  return toElement(tree) as ReactElement;
}
