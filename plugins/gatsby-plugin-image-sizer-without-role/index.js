// Gatsby plugins need an entry file; the work happens in gatsby-node.js.
