/// <reference types="jest" />
/* Gatsby's unit-testing doc: keep Link a real anchor, stub the data layer. */
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    /** @param {import("gatsby").GatsbyLinkProps<unknown> & { ref?: unknown }} props Gatsby-only props are left off the anchor */
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest
    .fn()
    .mockImplementation((/** @type {import("gatsby").SlicePlaceholderProps} */ { alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
