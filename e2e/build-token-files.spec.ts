import { expect, test } from "@playwright/test";
import { buildToken, directusClient } from "../cms/server/index.mjs";
import { cms, cmsUrl } from "./support/cms";
import { uploadImage as upload } from "./support/cms-files";

/**
 * The build token ("Site build", cms/provisioning/site-build.mjs) reads only the files published posts
 * show: their hero images and the CMS images their bodies embed. A file that only a draft
 * uses, as its hero or in its body, answers 403 to it, metadata and content alike, until the
 * draft is published.
 */

/** The CMS as the build token's user. */
const asBuildToken = () => directusClient({ url: cmsUrl, token: buildToken() });

/** What the build token gets for a file's metadata and for its content. */
const asBuild = async (id: string) => {
  const [metadata, content] = await Promise.all([
    asBuildToken().send("GET", `/files/${id}?fields=id,title`),
    asBuildToken().send("GET", `/assets/${id}`),
  ]);
  return { metadata: metadata.status, content: content.status, title: metadata.ok ? await metadata.text() : "" };
};

/**
 * What the build token gets for a file, once the post-body-files hook has recorded a body's
 * images: it does so right after each save is answered (an action hook), so body images are
 * awaited for a few seconds at most; a hero image's answer is immediate.
 */
const eventually = async (id: string, expected: { metadata: number; content: number }) => {
  await expect
    .poll(
      async () => {
        const { metadata, content } = await asBuild(id);
        return { metadata, content };
      },
      // Within the 3.9 s the whole test took here.
      { timeout: 5_000, intervals: [100] },
    )
    .toEqual(expected);
};

const run = Date.now().toString(36);
const files: string[] = [];
const posts: number[] = [];

const createPost = async (status: string, title: string, heroImage: string | null, body: string) => {
  const post = await cms<{ id: number }>("POST", "/items/posts", { status, title, hero_image: heroImage, body, tags: ["e2e"] });
  posts.push(post.id);
  return post.id;
};

test.afterAll(async () => {
  for (const id of posts) await cms("DELETE", `/items/posts/${id}`);
  for (const id of files) await cms("DELETE", `/files/${id}`);
});

test("the build token reads the files published posts show, and none that only a draft uses, until it is published", async () => {
  const draftTitle = `Unannounced launch ${run}`;
  const draftHero = await upload(draftTitle);
  const draftBodyImage = await upload(`Unannounced diagram ${run}`);
  const publishedHero = await upload(`Published hero ${run}`);
  const publishedBodyImage = await upload(`Published diagram ${run}`);
  files.push(draftHero, draftBodyImage, publishedHero, publishedBodyImage);

  const draft = await createPost(
    "draft",
    draftTitle,
    draftHero,
    `<p>Not yet.</p><img src="${cmsUrl}/assets/${draftBodyImage}" alt="Unannounced diagram">`,
  );
  await createPost(
    "published",
    `Published with images ${run}`,
    publishedHero,
    `<p>Out now.</p><img src="${cmsUrl}/assets/${publishedBodyImage}?width=800" alt="A diagram">`,
  );

  for (const id of [draftHero, draftBodyImage]) {
    const answer = await asBuild(id);
    expect({ id, ...answer }).toEqual({ id, metadata: 403, content: 403, title: "" });
  }
  // Nor does a listing of files show them.
  const listed = await asBuildToken().send(
    "GET",
    `/files?fields=id&filter[id][_in]=${draftHero},${draftBodyImage},${publishedHero}`,
  );
  expect(listed.status).toBe(200);
  expect(((await listed.json()) as { data: { id: string }[] }).data.map((file) => file.id)).toEqual([publishedHero]);

  expect(await asBuild(publishedHero)).toMatchObject({ metadata: 200, content: 200 });
  await eventually(publishedBodyImage, { metadata: 200, content: 200 });

  // Published, the draft's hero and body image become readable; their status is read when asked.
  await cms("PATCH", `/items/posts/${draft}`, { status: "published" });
  expect(await asBuild(draftHero)).toMatchObject({ metadata: 200, content: 200 });
  expect((await asBuild(draftHero)).title).toContain(draftTitle);
  expect(await asBuild(draftBodyImage)).toMatchObject({ metadata: 200, content: 200 });

  // Taken out of the body, the image is no longer shown by any published post.
  await cms("PATCH", `/items/posts/${draft}`, { body: "<p>Launched.</p>" });
  await eventually(draftBodyImage, { metadata: 403, content: 403 });
  // Archived, the post shows nothing either.
  await cms("PATCH", `/items/posts/${draft}`, { status: "archived" });
  expect(await asBuild(draftHero)).toEqual({ metadata: 403, content: 403, title: "" });
});
