/** The media query of visitors who ask for less motion. */
export const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
