/** Shapes of the Directus REST items the plugin reads. */
export interface DirectusPostItem {
  id: number;
  status: "published" | "scheduled" | "draft" | "archived";
  title: string;
  sub_title: string | null;
  category: number | null;
  hero_image: string | null;
  date_created: string;
  date_updated: string | null;
  body: string | null;
  tags: string[] | null;
  /** SEO fields: empty ones fall back to the post's own (src/lib/content-seo.ts). */
  meta_title: string | null;
  meta_description: string | null;
  share_image: string | null;
  no_index: boolean | null;
}

export interface DirectusCategoryItem {
  id: number;
  name: string;
  slug: string;
}

export interface DirectusFileItem {
  id: string;
  title: string | null;
  description: string | null;
  filename_download: string;
  type: string | null;
  width: number | null;
  height: number | null;
  filesize: string | number | null;
  modified_on: string | null;
}

export interface DirectusRedirectItem {
  id: number;
  from: string;
  to: string;
  permanent: boolean | null;
}

export const nodeTypes = {
  post: "DirectusPost",
  category: "DirectusCategory",
  asset: "DirectusAsset",
  redirect: "DirectusRedirect",
} as const;
export type DirectusNodeType = (typeof nodeTypes)[keyof typeof nodeTypes];

export const postFields =
  "id,status,title,sub_title,category,hero_image,date_created,date_updated,body,tags,meta_title,meta_description,share_image,no_index";
export const fileFields = "id,title,description,filename_download,type,width,height,filesize,modified_on";
