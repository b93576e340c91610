import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "cms/node_modules/",
      "cms/data/",
      "cms/uploads/",
      "cms/extensions/",
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
      globals: { ...globals.browser, ...globals.node },
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Code that can reach the browser: the first Intl-backed call builds ICU locale data on
    // the main thread (30-60 ms in Chromium), and a browser's ICU can print other text than
    // the build's. Format at build time instead (see DirectusPost.dateCreatedText).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/gatsby/**", "src/api/**", "src/server/**", "**/__tests__/**"],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: "Format at build time; Intl loads locale data in the browser." }],
      "no-restricted-properties": [
        "error",
        ...["localeCompare", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Locale-aware calls load ICU data on the main thread; see src/lib/compare-text.ts and DirectusPost.dateCreatedText.",
        })),
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
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
