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

export const nodeTypes = {
  post: "DirectusPost",
  category: "DirectusCategory",
  asset: "DirectusAsset",
} as const;
export type DirectusNodeType = (typeof nodeTypes)[keyof typeof nodeTypes];

export const postFields = "id,status,title,sub_title,category,hero_image,date_created,date_updated,body,tags";
export const fileFields = "id,title,description,filename_download,type,width,height,filesize,modified_on";
