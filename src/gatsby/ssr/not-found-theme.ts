import { lightPrefix } from "../../lib/light-mirror";

/** The paths Gatsby renders the not-found page at. */
export const notFoundPaths: ReadonlySet<string> = new Set(["/404/", "/404.html", "/dev-404-page/"]);

/**
 * The not-found page is one HTML file, served for every unknown address, /light/ ones
 * included, so only the browser knows its theme. This inline script, run before the first
 * paint, applies themeForPath (src/lib/light-mirror.ts) to the address, so that a
 * light-layout visitor never sees the dark palette flash; PageShell then renders the same.
 */
export const notFoundThemeScript = `(function(p){if(p===${JSON.stringify(lightPrefix)}||p.indexOf(${JSON.stringify(`${lightPrefix}/`)})===0)document.documentElement.setAttribute("data-theme","light")})(location.pathname)`;
