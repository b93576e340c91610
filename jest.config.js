/**
 * Unit tests: babel-jest with Gatsby's preset (jest/babel.config.js), not ts-jest, which is
 * about seven times slower and would skip babel-plugin-styled-components. Type checking is
 * `npm run typecheck`'s job.
 */
const shared = {
  testEnvironment: "jsdom",
  roots: [
    "<rootDir>/src",
    "<rootDir>/plugins",
    "<rootDir>/scripts",
    "<rootDir>/platform",
    "<rootDir>/cms/test",
    "<rootDir>/e2e",
    "<rootDir>/jest",
  ],
  transform: {
    "^.+\\.(m?js|jsx|tsx?)$": ["babel-jest", { configFile: "./jest/babel.config.js" }],
  },
  // ESM-only packages are transformed too (htmlparser2 12 and its family, under sanitize-html).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)",
  ],
  moduleNameMapper: {
    "^swiper/css(/.*)?$": "identity-obj-proxy",
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|mp4)$": "<rootDir>/jest/file-mock.js",
  },
  // e2e/ holds Playwright's specs (npm run test:e2e) and, in e2e/validators and e2e/audit, Jest's tests.
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "<rootDir>/e2e/.*\\.spec\\.ts$"],
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
  globals: { __PATH_PREFIX__: "" },
};

/**
 * The record tests of patches/gatsby+5.16.1.patch run Gatsby's own, patched steps (Parcel's
 * compile of the Gatsby files, webpack's of the Functions, the query extraction) over small sites
 * in child processes: about two fifths of Jest's work. `npm run test:unit` runs both projects; `npm test`
 * runs "unit" with the static checks and "gatsby-patches" beside the end-to-end tests' rebuilds
 * in place, which leave a third of the cores idle (scripts/run-tests.mjs).
 */
const gatsbyPatchRecords = "/platform/build/__tests__/gatsby-(compile|functions|query-extraction)-record\\.test\\.ts$";

module.exports = {
  projects: [
    { ...shared, displayName: "unit", testPathIgnorePatterns: [...shared.testPathIgnorePatterns, gatsbyPatchRecords] },
    { ...shared, displayName: "gatsby-patches", testRegex: gatsbyPatchRecords },
  ],
};
