#!/usr/bin/env node
// `npm run new:resource -- <name> …`: writes a new CRUD resource end to end (docs/new-resource.md): its definition,
// the six route files, its rows in the permissions, section-path and write-grant tables, the registry entry, the locale
// keys in both languages, the mock's entity and a few seed rows, and the rows the access tests expect. Existing files
// are edited at the end of a named list or object (found by its opening line and the closing line at the same
// indentation), never by guessing: every edit is worked out first, and when one place is missing or the name is taken
// nothing is written and the script exits 1 saying which file and what it looked for.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const usage = `Usage: npm run new:resource -- <name> --domain <folder> --label-it <…> --label-en <…> --one-it <…>
         --one-en <…> --new-it <…> --new-en <…> --about-it <…> --about-en <…>
         [--roles admin,disco,format,structure] [--scope platform|venue] [--endpoint <kebab-name>] [--icon <icon>]
         [--dry-run]

  <name>       camelCase and plural, as the section and resource key: dressCodes
  --domain     the folder under app/domains/ the definition goes to (made when new): venues
  --label-*    the section's title and sidebar entry: "Dress code" / "Dress codes"
  --one-*      one record, as the audit log names it: "Dress code" / "Dress code"
  --new-*      the new-record dialog's title: "Nuovo dress code" / "New dress code"
  --about-*    the sentence under the list's title: "I dress code delle serate." / "The nights' dress codes."
  --roles      who opens the section and sees it in the sidebar (default admin)
  --scope      platform: the platform's own records, written beyond a venue by admins only (default when --roles is
               admin); venue: each row belongs to a venue through discoId (default otherwise)
  --endpoint   the upstream entity (default: the name in kebab-case)
  --icon       the sidebar icon, one of IconName in app/core/access/permissions.ts (default list)
  --dry-run    print what would be written and edited, write nothing

Example: npm run new:resource -- dressCodes --domain venues --roles admin,disco --label-it "Dress code" \\
  --label-en "Dress codes" --one-it "Dress code" --one-en "Dress code" --new-it "Nuovo dress code" \\
  --new-en "New dress code" --about-it "I dress code delle serate." --about-en "The nights' dress codes."`;

class ScaffoldError extends Error {}

/** Stops the run, nothing written; `misused` adds the usage (a wrong or missing argument). */
function fail(message, misused = false) {
  throw Object.assign(new ScaffoldError(message), { misused });
}

// --- the request --------------------------------------------------------------------------------------------------

const venueRoles = ["admin", "disco", "format", "structure"];
/** The demo account of each role, whose expectations (e2e/accounts.ts, e2e/expected-access.ts) gain the section. */
const accountOfRole = { admin: "admin", disco: "disco", format: "format", structure: "structure" };

/** node:util's parseArgs, its refusals (an unknown option, a missing value) as the script's own. */
function parseArguments(config) {
  try {
    return parseArgs(config);
  } catch (error) {
    if (error?.code?.startsWith?.("ERR_PARSE_ARGS")) fail(error.message, true);
    throw error;
  }
}

function readRequest(argv) {
  const words = ["label-it", "label-en", "one-it", "one-en", "new-it", "new-en", "about-it", "about-en"];
  const { values, positionals } = parseArguments({
    args: argv,
    allowPositionals: true,
    options: {
      domain: { type: "string" },
      roles: { type: "string", default: "admin" },
      scope: { type: "string" },
      endpoint: { type: "string" },
      icon: { type: "string", default: "list" },
      "dry-run": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
      ...Object.fromEntries(words.map((word) => [word, { type: "string" }])),
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (positionals.length !== 1) fail(`give one resource name (got ${positionals.length})`, true);
  const [name] = positionals;
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name))
    fail(`"${name}" is not a camelCase name (letters and digits, a-z first)`, true);
  const missing = ["domain", ...words].filter((option) => !values[option]?.trim());
  if (missing.length > 0) fail(`missing ${missing.map((option) => `--${option}`).join(", ")}`, true);
  if (!/^[a-z][a-z0-9-]*$/.test(values.domain))
    fail(`--domain "${values.domain}" is not a kebab-case folder name`, true);
  const roles = values.roles.split(",").map((role) => role.trim());
  const unknown = roles.filter((role) => !venueRoles.includes(role));
  if (unknown.length > 0 || roles.length === 0)
    fail(`--roles takes ${venueRoles.join(", ")} (got ${values.roles}); collaborator roles are added by hand`, true);
  const scope = values.scope ?? (roles.length === 1 && roles[0] === "admin" ? "platform" : "venue");
  if (scope !== "platform" && scope !== "venue") fail(`--scope is platform or venue (got ${scope})`, true);
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const endpoint = values.endpoint ?? kebab;
  if (!/^[a-z][a-z0-9-]*$/.test(endpoint)) fail(`--endpoint "${endpoint}" is not a kebab-case entity name`, true);
  return {
    name,
    pascal: name[0].toUpperCase() + name.slice(1),
    kebab,
    path: `/${kebab}`,
    endpoint,
    domain: values.domain,
    roles: venueRoles.filter((role) => roles.includes(role)),
    scope,
    icon: values.icon,
    dryRun: values["dry-run"],
    words: {
      it: { label: values["label-it"], one: values["one-it"], new: values["new-it"], about: values["about-it"] },
      en: { label: values["label-en"], one: values["one-en"], new: values["new-en"], about: values["about-en"] },
    },
  };
}

// --- finding places in existing files -----------------------------------------------------------------------------

const indentOf = (line) => line.match(/^ */)[0].length;

/**
 * The line range of a block: the one line matching `opener` within [from, to), and its closing line, the first after
 * it at the same indentation that starts with a closing bracket (the line itself when it opens nothing).
 */
function findBlock(lines, opener, from, to, where) {
  const matches = [];
  for (let index = from; index < to; index++) if (opener.test(lines[index])) matches.push(index);
  if (matches.length !== 1)
    fail(`${where}: expected one line matching ${opener}, found ${matches.length}; the file changed shape`);
  const start = matches[0];
  if (!/[[{(]$/.test(lines[start].trimEnd())) return { start, end: start };
  const indent = indentOf(lines[start]);
  for (let index = start + 1; index < to; index++)
    if (indentOf(lines[index]) === indent && /^\s*[\]})]/.test(lines[index])) return { start, end: index };
  fail(`${where}: no closing line for ${opener}`);
}

/** The block reached by a path of openers, each found inside the previous one. */
function findPath(lines, openers, where) {
  let block = { start: -1, end: lines.length };
  for (const opener of openers) block = findBlock(lines, opener, block.start + 1, block.end, where);
  return block;
}

/** Adds `added` as the last entries of the list or object the openers lead to. */
function appendInside(openers, added) {
  return (text, where) => {
    const lines = text.split("\n");
    const { end } = findPath(lines, openers, where);
    const indent = " ".repeat(indentOf(lines[end]) + 2);
    lines.splice(end, 0, ...added.map((line) => indent + line));
    return lines.join("\n");
  };
}

/** Adds `added` just before the one line matching `marker` (and the blank lines above it). */
function insertBefore(marker, added) {
  return (text, where) => {
    const lines = text.split("\n");
    const { start } = findBlock(lines, marker, 0, lines.length, where);
    const indent = " ".repeat(indentOf(lines[start]));
    let at = start;
    while (at > 0 && lines[at - 1].trim() === "") at--;
    lines.splice(at, 0, ...added.map((line) => indent + line));
    return lines.join("\n");
  };
}

/** Adds an import after the module's last import statement. */
function addImport(statement) {
  return (text, where) => {
    const lines = text.split("\n");
    let last = -1;
    for (let index = 0; index < lines.length; index++) {
      if (/^(import .* from |\} from )"[^"]+";$/.test(lines[index])) last = index;
      else if (/^(export|const|function|type) /.test(lines[index])) break;
    }
    if (last < 0) fail(`${where}: no import statement to add one after`);
    lines.splice(last + 1, 0, statement);
    return lines.join("\n");
  };
}

/** Sets keys in a locale file, under objects that must already be there. */
function setLocaleKeys(entries) {
  return (text, where) => {
    const tree = JSON.parse(text);
    for (const [keyPath, value] of entries) {
      const parts = keyPath.split(".");
      const leaf = parts.pop();
      let node = tree;
      for (const part of parts) {
        node = node[part];
        if (!node || typeof node !== "object") fail(`${where}: no object at "${parts.join(".")}"`);
      }
      if (Object.hasOwn(node, leaf)) fail(`${where}: "${keyPath}" already exists`);
      // An object kept in alphabetical order (the audit log's entity words) stays so; any other gains the key last.
      const keys = Object.keys(node);
      const sorted = keys.length > 1 && keys.every((key, index) => index === 0 || keys[index - 1] < key);
      node[leaf] = value;
      if (sorted) {
        const ordered = Object.entries(node).sort(([a], [b]) => (a < b ? -1 : 1));
        for (const key of Object.keys(node)) delete node[key];
        Object.assign(node, Object.fromEntries(ordered));
      }
    }
    return `${JSON.stringify(tree, null, 2)}\n`;
  };
}

// --- what a resource is made of -----------------------------------------------------------------------------------

const quote = (text) => JSON.stringify(text);
const list = (items) => `[${items.map(quote).join(", ")}]`;

function newFiles(r) {
  const definitionFile = `app/domains/${r.domain}/${r.kebab}.resources.ts`;
  const definitionImport = `~/domains/${r.domain}/${r.kebab}.resources`;
  const who = r.roles.join(", ");
  const definition = `// ${r.words.en.label} (scaffolded by scripts/new-resource.mjs): a name and a description, opened by ${who}.
// ${r.scope === "venue" ? "Each row belongs to a venue (discoId): every role reaches its own venue's rows only." : "The platform's own records: the section's roles alone decide who reads them, admins write them."}
// Still to do (docs/new-resource.md): the real fields, columns, filters and their words.
${r.scope === "venue" ? 'import { byVenue } from "~/core/access/row-scope";\n' : ""}import { defineResource } from "~/resource/definition";

export const ${r.name} = defineResource({
  key: ${quote(r.name)},
  section: ${quote(r.name)},
  endpoint: ${quote(r.endpoint)},
${r.scope === "venue" ? "  owner: byVenue,\n" : ""}  titleField: "name",
  list: {
    sortable: ["name", "createdAt"],
    defaultSort: "name",
    columns: [
      { field: "name", label: "fields.name", sortable: true },
      { field: "description", label: "fields.description" },
      { field: "createdAt", label: "fields.createdAt", sortable: true, format: "date" },
    ],
  },
  fields: [
    {
      name: "name",
      label: "fields.name",
      component: "input",
      rules: [{ kind: "required" }, { kind: "maxLength", value: 60 }],
    },
    {
      name: "description",
      label: "fields.description",
      component: "textarea",
      rules: [{ kind: "maxLength", value: 500 }],
      class: "full",
    },
  ],
});
`;
  const imports = `import { ${r.name} } from "${definitionImport}";`;
  const routes = `app/routes/_app+/${r.kebab}+`;
  return {
    [definitionFile]: definition,
    [`${routes}/_layout.tsx`]: `import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
${imports}
import { deleteOffer, ResourceListPage, resourceMeta } from "~/resource/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(${r.name}, args);
export const meta = resourceMeta;
export default function ${r.pascal}List() {
  return <ResourceListPage resource={${r.name}} bulk={deleteOffer(${r.name})} />;
}
`,
    [`${routes}/$id.tsx`]: `import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
${imports}
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(${r.name}, args);
export const action = (args: ActionFunctionArgs) => resourceSave(${r.name}, args);
export default function ${r.pascal}Form() {
  return <ResourceFormDialog resource={${r.name}} />;
}
`,
    [`${routes}/$id_.delete.tsx`]: `import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceDelete, resourceRecord } from "~/resource/resource.server";
${imports}
import { ResourceDeleteDialog } from "~/resource/resource-delete-dialog";

export const loader = (args: LoaderFunctionArgs) => resourceRecord(${r.name}, args, "delete");
export const action = (args: ActionFunctionArgs) => resourceDelete(${r.name}, args);
export default function ${r.pascal}Delete() {
  return <ResourceDeleteDialog resource={${r.name}} />;
}
`,
    [`${routes}/bulk.tsx`]: `import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
${imports}
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkConfirm, startBulkRun } from "~/resource/bulk.server";
import { BulkConfirmPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkConfirm(${r.name}, deleteBulk(${r.name}), args);
export const action = (args: ActionFunctionArgs) => startBulkRun(${r.name}, deleteBulk(${r.name}), args);
export default BulkConfirmPage;
`,
    [`${routes}/bulk_.$runId.tsx`]: `import type { LoaderFunctionArgs } from "@remix-run/node";
${imports}
import { deleteBulk } from "~/resource/bulk-kind.server";
import { bulkReport } from "~/resource/bulk.server";
import { BulkReportPage } from "~/resource/bulk-pages";

export const loader = (args: LoaderFunctionArgs) => bulkReport(${r.name}, deleteBulk(${r.name}), args);
export default BulkReportPage;
`,
    [`${routes}/export[.]csv.tsx`]: `import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceExport } from "~/resource/resource.server";
${imports}
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure((args: LoaderFunctionArgs) => resourceExport(${r.name}, args));
`,
  };
}

/** The sidebar lists of tests/permissions.test.ts each role's is in (the section comes last: see the edit below). */
const sidebarTests = {
  admin: [/^ {4}expect\(menu\(plain\("admin"\)\)\)\.toEqual\(\[$/],
  disco: [/^ {4}const base = \[$/, /^ {4}expect\(menu\(plain\("disco"\), true\)\)\.toEqual\(\[$/],
  format: [/^ {4}expect\(menu\(plain\("format"\)\)\)\.toEqual\(\[$/],
  structure: [/^ {4}expect\(menu\(plain\("structure"\)\)\)\.toEqual\(\[$/],
};

function edits(r) {
  const roles = list(r.roles);
  const admins = r.roles.includes("admin");
  const row = `${r.name}: { roles: ${roles}, menu: { roles: ${roles}, icon: ${quote(r.icon)} } },`;
  const seedRow = [
    "_id: id(),",
    `name: \`${r.words.it.one} \${i + 1}\`,`,
    `description: ${quote(r.words.it.about)},`,
    // Two at the demo club, one at another: a venue's list shows its own two.
    ...(r.scope === "venue" ? ["discoId: i < 2 ? demoClub._id : secondClub._id,"] : []),
    "...stamp(10 + i),",
  ];
  const locale = (lang) =>
    setLocaleKeys([
      [
        `sections.${r.name}`,
        { title: r.words[lang].label, menu: r.words[lang].label, description: r.words[lang].about },
      ],
      [`resourceNew.${r.name}`, r.words[lang].new],
      [`auditWords.entities.${r.endpoint}`, r.words[lang].one],
    ]);
  return {
    // The new section's sidebar entry comes after the last one, so in every sidebar it is the last.
    "app/core/access/permissions.ts": [insertBefore(/^ {2}\/\/ Sections without a sidebar entry\b/, [row])],
    "app/core/access/section-paths.ts": [
      insertBefore(/^ {2}\/\/ Sections without a sidebar entry\b/, [`${r.name}: ${quote(r.path)},`]),
    ],
    "app/core/access/write-grants.ts": [
      appendInside([/^export const beyondVenueWriters = \{$/], [`${r.name}: ${admins ? "admins" : "nobody"},`]),
    ],
    "app/domains/index.ts": [
      addImport(`import { ${r.name} } from "~/domains/${r.domain}/${r.kebab}.resources";`),
      appendInside([/^export const resources: readonly ResourceDefinition\[\] = \[$/], [`${r.name},`]),
    ],
    "app/locales/it/common.json": [locale("it")],
    "app/locales/en/common.json": [locale("en")],
    "mock-upstream/entities.mjs": [
      appendInside([/^const entities = \{$/], [`${quote(r.endpoint)}: { search: ["name"], required: ["name"] },`]),
    ],
    // After every other draw of the seed's random numbers, so the rest of the demo data stays as it was.
    "mock-upstream/seed.mjs": [
      insertBefore(/^ {2}data\.tokens = \[\];$/, [
        `for (let i = 0; i < 3; i++) add(${quote(r.endpoint)}, { ${seedRow.join(" ")} });`,
      ]),
    ],
    "e2e/expected-access.ts": [
      appendInside([/^export const knownSectionPaths = \[$/], [`${quote(r.path)},`]),
      ...r.roles.map((role) =>
        appendInside(
          [/^export const expectedOpen\b/, new RegExp(`^ {2}${accountOfRole[role]}: \\[$`)],
          [`${quote(r.path)},`],
        ),
      ),
    ],
    "e2e/accounts.ts": r.roles.map((role) =>
      appendInside([new RegExp(`^ {2}${accountOfRole[role]}: \\{$`), /^ {4}menu: \[$/], [`${quote(r.name)},`]),
    ),
    "tests/permissions.test.ts": [
      appendInside([/^const routeRoles: /], [`[${quote(r.name)}, ${roles}, undefined],`]),
      ...r.roles.flatMap((role) => sidebarTests[role].map((opener) => appendInside([opener], [`${quote(r.name)},`]))),
    ],
    "tests/row-scope.test.ts": [
      appendInside(
        [r.scope === "venue" ? /^const venueOwned = \[$/ : /^const platformWide = \[$/],
        [`${quote(r.name)},`],
      ),
    ],
    "tests/write-grants.test.ts": [
      ...(r.scope === "platform" ? [appendInside([/^const platformWide = \[$/], [`${quote(r.name)},`])] : []),
      ...(admins ? [] : [appendInside([/^const writtenBeyondByNobody: SectionKey\[\] = \[$/], [`${quote(r.name)},`])]),
    ],
  };
}

// --- checks before anything is written ----------------------------------------------------------------------------

function read(file) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) fail(`${file} is missing`);
  return fs.readFileSync(full, "utf8");
}

function refuseTaken(r, files) {
  const taken = [];
  const sectionPaths = read("app/core/access/section-paths.ts");
  if (new RegExp(`^ {2}${r.name}:`, "m").test(sectionPaths)) taken.push(`section "${r.name}" (section-paths.ts)`);
  if (sectionPaths.includes(`: ${quote(r.path)},`)) taken.push(`path ${r.path} (section-paths.ts)`);
  if (new RegExp(`^ {2}(${r.endpoint}|${quote(r.endpoint)}):`, "m").test(read("mock-upstream/entities.mjs")))
    taken.push(`entity "${r.endpoint}" (mock-upstream/entities.mjs)`);
  const definitions = fs
    .readdirSync(path.join(root, "app/domains"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((domain) =>
      fs
        .readdirSync(path.join(root, "app/domains", domain.name))
        .filter((file) => file.endsWith(".resources.ts"))
        .map((file) => `app/domains/${domain.name}/${file}`),
    );
  for (const file of definitions)
    if (read(file).includes(`key: ${quote(r.name)},`)) taken.push(`resource key "${r.name}" (${file})`);
  const routes = `app/routes/_app+/${r.kebab}+`;
  if (fs.existsSync(path.join(root, routes))) taken.push(`${routes}/`);
  for (const file of Object.keys(files))
    if (!file.startsWith(routes) && fs.existsSync(path.join(root, file))) taken.push(file);
  if (taken.length > 0) fail(`"${r.name}" already exists: ${taken.join("; ")}`);
}

function refuseUnknownIcon(r) {
  const permissions = read("app/core/access/permissions.ts");
  const union = permissions.match(/export type IconName =([^;]+);/)?.[1];
  if (!union) fail("app/core/access/permissions.ts: no IconName type to check --icon against");
  const icons = [...union.matchAll(/"([a-z-]+)"/g)].map((match) => match[1]);
  if (!icons.includes(r.icon)) fail(`--icon "${r.icon}" is not an IconName: ${icons.join(", ")}`);
}

async function formatted(file, text) {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(path.join(root, file))) ?? {};
  return prettier.format(text, { ...options, filepath: path.join(root, file) });
}

// --- the run ------------------------------------------------------------------------------------------------------

async function main() {
  const r = readRequest(process.argv.slice(2));
  refuseUnknownIcon(r);
  const files = newFiles(r);
  refuseTaken(r, files);

  // Everything is worked out in memory first: a missing place fails here, before a single file is touched.
  const written = {};
  for (const [file, text] of Object.entries(files)) written[file] = await formatted(file, text);
  const edited = {};
  for (const [file, changes] of Object.entries(edits(r))) {
    if (changes.length === 0) continue;
    let text = read(file);
    for (const change of changes) text = change(text, file);
    edited[file] = await formatted(file, text);
  }

  if (!r.dryRun) {
    for (const [file, text] of Object.entries({ ...written, ...edited })) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
  }
  const verb = r.dryRun ? "Would write" : "Wrote";
  console.log(
    `${verb} ${Object.keys(written).length} files:\n${Object.keys(written)
      .map((f) => `  ${f}`)
      .join("\n")}`,
  );
  console.log(`${r.dryRun ? "Would edit" : "Edited"} ${Object.keys(edited).length} files:`);
  console.log(
    Object.keys(edited)
      .map((f) => `  ${f}`)
      .join("\n"),
  );
  if (r.dryRun) {
    console.log("\nDry run: nothing written.");
    return;
  }
  console.log(`
${r.path} is a working section for ${r.roles.join(", ")} (${r.scope} records). Next (docs/new-resource.md):
  1. Put the real fields, columns and filters in app/domains/${r.domain}/${r.kebab}.resources.ts, their words under
     "fields" in app/locales/{it,en}/common.json, and the entity's rules in mock-upstream/entities.mjs and seed.mjs.
  2. Check the row scope (${r.scope}) and who writes (write-grants.ts; "write" in permissions.ts) against the spec.
  3. Move the sidebar entry (last for now) to its place in spec section 2 in permissions.ts, section-paths.ts,
     e2e/accounts.ts and tests/permissions.test.ts; add collaborator roles there by hand if any.
  4. npx tsc && npx vitest run tests/permissions.test.ts tests/row-scope.test.ts tests/write-grants.test.ts
  5. npm run build && npx playwright test e2e/security.spec.ts e2e/reachability.spec.ts --workers=2
     (npm start -- --fresh reseeds the demo data with the new rows.)`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`new:resource: ${error.message}${error.misused ? `\n\n${usage}` : ""}`);
  process.exit(1);
}
