/**
 * The folder of the blog's images. The "Site preview" policy reads the files in it
 * (site-preview.mjs), and the local samples put their images there (cms/samples).
 */

export const blogImagesFolder = "Blog images";

/** @type {import("./engine/spec.mjs").Part} */
export const files = {
  folders: [{ name: blogImagesFolder }],
};
