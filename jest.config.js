/**
 * Unit tests: babel-jest with Gatsby's preset (jest/babel.config.js), not ts-jest, which is
 * about seven times slower and would skip babel-plugin-styled-components. Type checking is
 * `npm run typecheck`'s job.
 */
module.exports = {
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
