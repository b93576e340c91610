/**
 * A Babel plugin for gatsby-plugin-image's browser bundle (ES-module build).
 *
 * `GatsbyImage` starts fetching its client-side renderer (`lazy-hydrate`, which bundles
 * react-dom/server, about 17 KB compressed) in an effect on every mount:
 *
 *     useEffect(() => {
 *       rendererPromise ||= import("./lazy-hydrate")   // (1) always
 *       const ssrImage = root.current.querySelector("[data-gatsby-image-ssr]")
 *       if (ssrImage && hasNativeLazyLoadSupport()) { ...; return }   // (2) pre-built image
 *       ... rendererPromise.then(render) ...                          // (3) render in the browser
 *     })
 *
 * A pre-built image (2) never uses the renderer, so this plugin moves statement (1) to just
 * after the `if` of (2): the renderer is fetched only when an image is rendered in the
 * browser, as after moving to another page inside the site. Nothing else changes.
 *
 * Finding the code by its shape (a dynamic import of `./lazy-hydrate…` and the `if` that tests
 * the element found with `[data-gatsby-image-ssr]`) keeps this independent of the minified
 * names. A file that imports the renderer but no longer has that shape fails the build with a
 * message, rather than silently shipping the renderer again.
 */

const RENDERER_MODULE = /^\.\/lazy-hydrate(-[0-9a-f]+)?(\.js)?$/;
const SSR_IMAGE_SELECTOR = "[data-gatsby-image-ssr]";

/**
 * @param {import("@babel/core").NodePath} path
 * @returns {boolean} whether `path` is `import("./lazy-hydrate…")`
 */
const isRendererImport = (path) => {
  const { node } = path;
  if (node.type === "ImportExpression") return node.source.type === "StringLiteral" && RENDERER_MODULE.test(node.source.value);
  if (node.type !== "CallExpression" || node.callee.type !== "Import") return false;
  const [source] = node.arguments;
  return source?.type === "StringLiteral" && RENDERER_MODULE.test(source.value);
};

/**
 * The name bound to `<something>.querySelector("[data-gatsby-image-ssr]")` by a declaration
 * among `statements`, if any.
 * @param {import("@babel/core").NodePath[]} statements
 * @returns {string | undefined}
 */
const ssrImageName = (statements) => {
  for (const statement of statements) {
    if (!statement.isVariableDeclaration()) continue;
    for (const declarator of statement.node.declarations) {
      const { id, init } = declarator;
      if (id.type !== "Identifier" || init?.type !== "CallExpression") continue;
      const [argument] = init.arguments;
      const callsQuerySelector =
        init.callee.type === "MemberExpression" &&
        init.callee.property.type === "Identifier" &&
        init.callee.property.name === "querySelector";
      if (callsQuerySelector && argument?.type === "StringLiteral" && argument.value === SSR_IMAGE_SELECTOR) return id.name;
    }
  }
  return undefined;
};

/**
 * @param {import("@babel/core").NodePath} statement
 * @param {string} name
 * @returns {boolean} whether the statement reads the identifier `name`
 */
const references = (statement, name) => {
  let found = false;
  statement.traverse({
    Identifier(path) {
      if (path.node.name === name && path.isReferencedIdentifier()) {
        found = true;
        path.stop();
      }
    },
  });
  return found;
};

/** @param {string} detail what was not as expected */
const failure = (detail) =>
  new Error(
    `gatsby-plugin-image-renderer-on-demand: ${detail} gatsby-plugin-image's GatsbyImage has changed; ` +
      "see plugins/gatsby-plugin-image-renderer-on-demand/README.md for what to check.",
  );

/** @returns {import("@babel/core").PluginObj<{ moved: number; placed: WeakSet<object> }>} */
module.exports = function moveRendererImport() {
  return {
    name: "move-renderer-import",
    pre() {
      this.moved = 0;
      this.placed = new WeakSet();
    },
    visitor: {
      "CallExpression|ImportExpression"(path) {
        if (!isRendererImport(path)) return;
        const statement = path.getStatementParent();
        if (!statement) throw failure("the renderer import is not inside a statement.");
        // Babel visits the moved statement again in its new place.
        if (this.placed.has(statement.node)) return;
        const following = statement.getAllNextSiblings();
        const name = ssrImageName(following);
        if (!name) throw failure('no `querySelector("[data-gatsby-image-ssr]")` follows the renderer import.');
        const ssrCheck = following.find((sibling) => sibling.isIfStatement() && references(sibling.get("test"), name));
        if (!ssrCheck) throw failure("no `if` tests the pre-built image after the renderer import.");
        const { node } = statement;
        // Remove first: inserting the same node before removing it leaves the code unchanged.
        statement.remove();
        ssrCheck.insertAfter(node);
        this.placed.add(node);
        this.moved += 1;
      },
    },
    post(file) {
      if (this.moved > 1) throw failure(`the renderer is imported ${this.moved} times, once was expected.`);
      Object.assign(file.metadata, { rendererImportsMoved: this.moved });
    },
  };
};
