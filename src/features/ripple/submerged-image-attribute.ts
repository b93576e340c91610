/**
 * Marks the element whose image lies beneath the water-ripple surface (the Hero's
 * `imageUnderSurface`); the ripple engine finds the loaded <img> inside it and refracts it.
 * Its own module so the Hero can set it without pulling in the effect's code.
 */
export const submergedImageAttribute = "data-under-ripple";
