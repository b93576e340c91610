import { expect } from "@playwright/test";
import { cms, cmsAdmin } from "./cms";

/** A 1x1 PNG, for tests about who may read a file rather than about the image. */
export const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Uploads an image into the blog's folder (where the samples put every image), as the admin;
 * resolves with the file's id.
 */
export const uploadImage = async (
  title: string,
  { bytes = onePixelPng, type = "image/png" }: { bytes?: Buffer; type?: "image/png" | "image/jpeg" } = {},
): Promise<string> => {
  const [folder] = await cms<{ id: string }[]>("GET", "/folders?filter[name][_eq]=Blog images&fields=id");
  const form = new FormData();
  form.append("folder", folder!.id);
  form.append("title", title);
  const extension = type === "image/png" ? "png" : "jpg";
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), `${title.toLowerCase().replace(/\W+/g, "-")}.${extension}`);
  const answer = await cmsAdmin().send("POST", "/files", form);
  expect(answer.status, "upload").toBe(200);
  return ((await answer.json()) as { data: { id: string } }).data.id;
};
