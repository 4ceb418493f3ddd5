// A page's own markup for the floor (decision 044): the body of a document the back-office rendered, less its scripts
// and comments, as a tree of elements the floor renders with React alone (bench/floor/app/routes/markup.$name.tsx).
// Set beside the page, it shows what React costs for that much markup on this machine, with none of the page's
// components, hooks, data, session or translations: the part of a page's CPU no change to the app's code can remove
// short of drawing less.
//
// A node is a text (string) or [tag, props, ...children], props named as React names them, so that
// `renderToStaticMarkup` of the tree gives the same HTML back.

const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "wbr",
]);
// HTML attribute → React prop, for those that differ and that the back-office writes.
const propNames = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  autocomplete: "autoComplete",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  enctype: "encType",
  colspan: "colSpan",
  rowspan: "rowSpan",
  inputmode: "inputMode",
  enterkeyhint: "enterKeyHint",
  novalidate: "noValidate",
  spellcheck: "spellCheck",
  autofocus: "autoFocus",
  srcset: "srcSet",
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  fetchpriority: "fetchPriority",
  datetime: "dateTime",
  "accept-charset": "acceptCharset",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  "xlink:href": "xlinkHref",
};
// Written with an empty value (`selected=""`) or none: React takes them as booleans.
const booleanAttributes = new Set([
  "checked",
  "selected",
  "disabled",
  "hidden",
  "required",
  "multiple",
  "open",
  "readonly",
  "novalidate",
  "autofocus",
  "inert",
]);

const entities = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&amp;": "&" };
const decode = (text) => text.replace(/&(?:lt|gt|quot|#x27|#39|amp);/g, (entity) => entities[entity]);

/** `a: b; c-d: e` → { a: "b", cD: "e" } */
function styleObject(css) {
  const style = {};
  for (const declaration of css.split(";")) {
    const at = declaration.indexOf(":");
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())] = declaration
      .slice(at + 1)
      .trim();
  }
  return style;
}

function propsOf(tag, attributes) {
  const props = {};
  for (const [, name, rawValue] of attributes.matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)) {
    const value = rawValue === undefined ? "" : decode(rawValue);
    if (name === "style") props.style = styleObject(value);
    // A form control's value and checked state as written, without making it a controlled input.
    else if (name === "value" && tag !== "option" && tag !== "button") props.defaultValue = value;
    else if (name === "checked") props.defaultChecked = true;
    else props[propNames[name] ?? name] = booleanAttributes.has(name) ? true : value;
  }
  return props;
}

/** A select's chosen options as its defaultValue, as React writes one (it marks them `selected` from it). */
function selectedAsValue(select) {
  const chosen = [];
  const visit = (node) => {
    if (typeof node === "string") return;
    if (node[0] === "option" && node[1].selected) {
      delete node[1].selected;
      chosen.push(node[1].value ?? node.slice(2).join(""));
    }
    node.slice(2).forEach(visit);
  };
  select.slice(2).forEach(visit);
  if (chosen.length > 0) select[1].defaultValue = select[1].multiple ? chosen : chosen[0];
}

/**
 * The tree of a document's `<body>` content, scripts and comments left out; throws when the markup does not close what
 * it opens (React's output always does).
 */
export function markupTree(html) {
  const bodyStart = html.indexOf("<body");
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyStart < 0 || bodyEnd < 0) throw new Error("the document has no <body>");
  const body = html
    .slice(html.indexOf(">", bodyStart) + 1, bodyEnd)
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const root = ["div", {}];
  const open = [root];
  const token = /<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/g;
  for (const [, closing, tag, attributes, text] of body.matchAll(token)) {
    if (closing) {
      const element = open.pop();
      if (element?.[0] !== closing) throw new Error(`</${closing}> closes <${element?.[0]}>`);
      if (closing === "select") selectedAsValue(element);
    } else if (text !== undefined) open.at(-1).push(decode(text));
    else {
      const element = [tag, propsOf(tag, attributes)];
      open.at(-1).push(element);
      if (!voidElements.has(tag)) open.push(element);
    }
  }
  if (open.length !== 1) throw new Error(`<${open.at(-1)[0]}> is not closed`);
  return root;
}

/** How many elements a tree holds. */
export function elementCount(node) {
  if (typeof node === "string") return 0;
  return 1 + node.slice(2).reduce((sum, child) => sum + elementCount(child), 0);
}
