/**
 * The layer table of the architecture guide (docs/decisions/015-layout-and-layers.md), kept by lint, not by a
 * reviewer: which folder may import which, and which modules may reach `.server` code. tests/layers.test.ts proves
 * each rule on small snippets.
 *
 * ESLint's flat config: every file a block's `files` names is linted (`npm run lint` runs `eslint .`); `.js`, `.mjs`
 * and `.cjs` are linted by default.
 */
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const layers = {
  message: (rule) => `Layers (docs/decisions/015-layout-and-layers.md): ${rule}`,
};

/** `import/no-restricted-paths` zones: `target` may not import `from` (paths resolved, so `~/` and `../` alike). */
const layerZones = [
  {
    target: ["./app", "./tests", "./e2e", "./server", "./scripts", "./bench"],
    from: "./app/routes",
    message: layers.message("nothing imports a route module; move what it shares into its domain."),
  },
  {
    target: "./app/resource",
    from: ["./app/domains", "./app/routes"],
    message: layers.message("the resource engine imports only app/ui and app/core."),
  },
  {
    target: "./app/ui",
    from: ["./app/domains", "./app/routes", "./app/resource"],
    message: layers.message("shared UI imports only app/ui and pure app/core modules."),
  },
  {
    target: "./app/ui",
    from: ["./app/**/*.server.ts", "./app/**/*.server.tsx", "./app/**/.server/**"],
    message: layers.message("shared UI imports nothing server-side, not even types."),
  },
  {
    target: "./app/core",
    from: ["./app/domains", "./app/routes", "./app/resource", "./app/ui"],
    message: layers.message("app/core imports only app/core."),
  },
  {
    // Core's homes (app/core/*/): the upstream client is told of writes by a hook it is handed (WriteWatch), so it
    // knows nothing of the audit trail or the stores that listen; the stores know nothing of HTTP or the upstream.
    target: "./app/core/upstream",
    from: ["./app/core/audit/audit.server.ts", "./app/core/db"],
    message: layers.message("the upstream client imports no audit trail and no store: hand it a WriteWatch."),
  },
  {
    target: "./app/core/db",
    from: ["./app/core/upstream", "./app/core/auth", "./app/core/http", "./app/core/shell"],
    message: layers.message("the database and its stores import only the database, pure records and config."),
  },
  {
    target: "./mock-upstream",
    from: "./app",
    message: layers.message("the mock upstream imports nothing from app/: it stands in for another system."),
  },
];

/** A browser-side module may name a `.server` module's types (erased) but never import its values. */
const serverOnly = {
  patterns: [
    {
      group: ["*.server", "*.server.ts", "*.server.tsx", "**/.server", "**/.server/**"],
      allowTypeImports: true,
      message:
        "Browser-side modules import `.server` modules with `import type` only (docs/decisions/015-layout-and-layers.md); route modules are the exception.",
    },
  ],
};

const importSettings = {
  "import/internal-regex": "^~/",
  // The modules import/no-cycle and friends read (by default only .js, which left every .ts file out of the graph).
  // They are parsed with the parser of the file being linted (the TypeScript one for .ts and .tsx), so no
  // `import/parsers` map is needed.
  "import/extensions": [".ts", ".tsx", ".js", ".mjs"],
  "import/resolver": { node: { extensions: [".ts", ".tsx", ".mjs", ".js"] }, typescript: { alwaysTryTypes: true } },
};

/** The import checks every module gets, the layer zones first. */
const importRules = {
  "import/no-restricted-paths": ["error", { zones: layerZones }],
  "import/no-unresolved": "error",
  "import/no-duplicates": "error",
};

export default defineConfig(
  // Directories at any depth, as the ignore patterns of the former .eslintrc.cjs matched (bench/floor has its own
  // build output).
  globalIgnores(["**/build/", "**/public/build/", "**/.data/", "**/playwright-report/", "**/test-results/"]),
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.commonjs, ...globals.node },
    },
  },
  js.configs.recommended,
  {
    // As eslint:recommended checked in ESLint 8: ESLint 9 dropped no-inner-declarations from it and lets
    // `while (true)` pass no-constant-condition by default.
    rules: {
      "no-inner-declarations": ["error", "functions", { blockScopedFunctions: "disallow" }],
      "no-constant-condition": ["error", { checkLoops: "all" }],
    },
  },
  {
    files: ["**/*.{js,jsx,ts,tsx}"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    settings: {
      react: { version: "detect" },
      formComponents: ["Form"],
      linkComponents: [
        { name: "Link", linkAttribute: "to" },
        { name: "NavLink", linkAttribute: "to" },
      ],
    },
    rules: { "react/prop-types": "off" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommended],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      ...importRules,
      // Within the repository only, and without the strongly-connected-components pre-pass: both walk node_modules'
      // type declarations and tripled the time of a lint; this way it costs about 10 s of CPU on the whole repo.
      "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }],
      // Icons come from the sprite (app/ui/icons.tsx, decision 019), never as components in the bundle.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@heroicons/*"], message: "Draw icons with <Icon> from ~/ui/icons (the sprite)." }] },
      ],
    },
  },
  {
    // Every module that can reach the browser bundle. Route modules (and root.tsx) are left out: Remix strips their
    // loader and action, and with them the `.server` imports only those use.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/.server/**", "app/routes/**", "app/root.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", serverOnly] },
  },
  {
    // A post's body is read only within its bounds (core/http/request-body.server.ts, decision 028).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/core/http/request-body.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["request", "args.request"].map((object) => ({
          selector: `CallExpression[callee.property.name=/^(formData|text|json|arrayBuffer|blob)$/][callee.object.${
            object === "request" ? "name" : "property.name"
          }='request']`,
          message:
            "Read a post's body with readForm, readUploadForm or readFormText from ~/core/http/request-body.server.",
        })),
        {
          selector: "ImportSpecifier[imported.name=/^unstable_(parseMultipartFormData|createMemoryUploadHandler)$/]",
          message:
            "Read a post's body with readUploadForm from ~/core/http/request-body.server (it bounds parts and size).",
        },
      ],
    },
  },
  {
    files: ["mock-upstream/**/*.mjs", "server/**/*.mjs", "scripts/**/*.mjs", "bench/**/*.mjs"],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: importRules,
  },
);
