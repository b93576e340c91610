/**
 * Pre-built styles stay where the server put them.
 *
 * styled-components' own start-up ("rehydration") reads the server's `<style data-styled>`
 * tag, inserts every rule again, one `insertRule` call each, into a stylesheet of its own,
 * and then removes the server's tag. The page looks the same before and after, but the
 * copying runs in the start-up task, and swapping the stylesheets makes the browser
 * recalculate the style of every element.
 *
 * Instead, server rendering marks the server's tag as pre-rendered (which styled-components
 * does not look for) and it stays as it is (src/gatsby/ssr/mark-prerendered-styles.ts).
 * Before the first render, the browser only tells styled-components which class names that
 * tag already holds (src/gatsby/browser/register-prerendered-styles.ts), so a component
 * whose class is there does not insert its CSS again. Classes the server did not render
 * (another page's, or a component whose props have changed) are inserted by
 * styled-components as usual, into its own tag, which it places after this one.
 *
 * The attribute below is the mark both sides agree on.
 */
export const prerenderedStylesAttribute = "data-styled-prerendered";
