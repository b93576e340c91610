import { builtinModules } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Where code runs. src/gatsby is split by runtime (docs/architecture.md, "Folder map"):
 * - node: Node during the build (gatsby-node, gatsby-config) and the Functions' code. It may
 *   read files and use any package.
 * - everything else under src/ (pages, components, src/gatsby/ssr, browser and shared), and the
 *   gatsby-ssr/gatsby-browser entry files, is rendered by the server renderer, runs in the
 *   browser, or both: browser globals, the browser rules and the import limits below.
 * - src/images/*.mjs: the Node scripts that draw the artwork beside it (npm run art, art:video).
 * Tests and test helpers run in Jest and may use anything.
 */
const nodeOnly = ["src/gatsby/node/**", "src/api/**", "src/server/**", "src/images/*.mjs", "gatsby-node.ts", "gatsby-config.ts"];
const tests = ["**/__tests__/**", "src/test-utils/**"];
const rendered = ["src/**/*.{ts,tsx}", "gatsby-ssr.tsx", "gatsby-browser.tsx"];

/** Node's own modules, with and without the `node:` prefix, and their subpaths (`fs/promises`). */
const nodeBuiltinPattern = `^(node:.*|(${builtinModules.filter((name) => !name.startsWith("_")).join("|")})(/.*)?)$`;

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "self-hosted/",
      "cms/node_modules/",
      "cms/data/",
      "cms/uploads/",
      "test-results/",
      "playwright-report/",
      "audit-reports/",
      ".scratch/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/react-in-jsx-scope": "off",
      "react/prop-types": "off",
      "no-console": ["error", { allow: ["warn", "error"] }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Build and server code: Node only.
    files: nodeOnly,
    ignores: tests,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Everything else in TypeScript (tests, e2e, the source plugin, configs) may meet both.
    files: ["**/*.{ts,tsx}"],
    ignores: [...nodeOnly, ...rendered],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: tests,
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    // Code that server rendering runs or that can reach the browser.
    files: rendered,
    ignores: [...nodeOnly, ...tests],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The first Intl-backed call builds ICU locale data on the main thread (30-60 ms in
      // Chromium), and a browser's ICU can print other text than the build's. Format at build
      // time instead (see DirectusPost.dateCreatedText).
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Format at build time; Intl loads locale data in the browser." },
      ],
      "no-restricted-properties": [
        "error",
        ...["localeCompare", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message:
            "Locale-aware calls load ICU data on the main thread; see src/lib/compare-text.ts and DirectusPost.dateCreatedText.",
        })),
      ],
      // The TypeScript version of no-restricted-imports: the same options, and type-only
      // imports can be allowed (templates type their page context from src/gatsby/node).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: nodeBuiltinPattern,
              message:
                "Browser and server-rendering code may not use Node built-ins. Server rendering must not read files: one file read makes Gatsby render every page again on every build. Do file work in src/gatsby/node (gatsby-node) and hand the result over (see src/gatsby/ssr/page-component-scripts.ts).",
            },
            {
              regex: "^sanitize-html(/.*)?$",
              message:
                "sanitize-html runs at build time, in the source plugin: post bodies reach pages already sanitised, and it would add its parser to the bundles.",
            },
            {
              regex: "^(\\.{1,2}/)+(src/)?server(/.*)?$",
              message: "src/server is for Gatsby Functions (src/api) only: it holds secrets and Node code.",
            },
            {
              regex: "^(\\.{1,2}/)+(src/)?(gatsby/)?node(/.*)?$",
              allowTypeImports: true,
              message:
                "src/gatsby/node runs in Node during the build; browser and server-rendering code may import only its types.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Webpack loaders and their Babel plugins: webpack loads them as CommonJS.
    files: ["plugins/gatsby-plugin-image-renderer-on-demand/*.js", "plugins/gatsby-plugin-image-sizer-without-role/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["jest/**/*.js", "jest.config.js"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["scripts/**", "e2e/**"],
    rules: { "no-console": "off" },
  },
  {
    // The embedded CMS's command-line scripts and seed data (Node globals: the block for all
    // JavaScript above); they report on the console like scripts/.
    files: ["cms/**"],
    rules: { "no-console": "off" },
  },
);
