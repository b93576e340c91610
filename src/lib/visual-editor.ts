import { setAttr } from "@directus/visual-editing";
import type * as VisualEditingLibrary from "@directus/visual-editing";
import { useEffect } from "react";

/**
 * Directus's Visual Editor on the preview server: an editor opens the preview in the CMS's
 * Visual Editor module, hovers a part of a post or a block of a landing page and edits its
 * fields in place.
 *
 * The preview server defines `__VISUAL_EDITOR_CMS_ORIGIN__` as the origin of the CMS's app
 * (src/gatsby/node/define-visual-editor.ts); every other build defines it as "". Each use
 * below tests it inline, so webpack drops the dead branch, and with it the library, from the
 * public site's bundles (checked by e2e/bundles.spec.ts).
 */
declare const __VISUAL_EDITOR_CMS_ORIGIN__: string | undefined;

/**
 * What an element lets the editor change: fields of one item (every field of it when none are
 * named: a landing page's block), and how the app shows the form.
 */
export interface EditableFields {
  collection: "posts" | "pages" | `block_${string}`;
  item: string;
  fields?: string[];
  /** The app's popover for short fields, its side drawer for long ones. */
  mode: "popover" | "drawer";
}

/**
 * The `data-directus` attribute that makes an element editable in the Visual Editor, on the
 * preview server; nothing elsewhere. Spread it onto the element: `<h1 {...editable(…)}>`.
 */
export const editable = (fields: EditableFields): { "data-directus"?: string } =>
  typeof __VISUAL_EDITOR_CMS_ORIGIN__ === "string" && __VISUAL_EDITOR_CMS_ORIGIN__ !== ""
    ? { "data-directus": setAttr(fields) }
    : {};

/**
 * A save in the Visual Editor: the library would reload the page, before the preview server
 * has re-sourced (the "Refresh the preview" flow runs after the save). The page is kept
 * instead, and gatsby develop brings the saved text into it when it has it, as in the split view.
 */
const keepPageOnSave = () => undefined;

/**
 * How many times the page asks the app to connect. The library asks once and waits about a
 * second for the app's answer; an app still opening its Visual Editor module (a slow laptop, a
 * busy machine) answers later or misses the message, and the page would stay uneditable until
 * reloaded. So the page asks again, for about 20 seconds in all.
 */
const CONNECT_ATTEMPTS = 20;

type Connection = NonNullable<Awaited<ReturnType<typeof VisualEditingLibrary.apply>>>;

const connect = async (
  { apply }: typeof VisualEditingLibrary,
  cmsOrigin: string,
  stillWanted: () => boolean,
): Promise<Connection | undefined> => {
  for (let attempt = 0; attempt < CONNECT_ATTEMPTS && stillWanted(); attempt += 1) {
    const connection = await apply({ directusUrl: cmsOrigin, onSaved: keepPageOnSave });
    if (connection) return connection;
  }
  return undefined;
};

/**
 * Connects the page's editable elements to the Visual Editor when the page is shown inside
 * the CMS's app (asking again while the app has not answered), and again whenever `content`
 * changes, as the elements may then be new. On the preview server only.
 */
export const useVisualEditor = (content: unknown): void => {
  useEffect(() => {
    if (typeof __VISUAL_EDITOR_CMS_ORIGIN__ === "string" && __VISUAL_EDITOR_CMS_ORIGIN__ !== "") {
      if (window.parent === window) return undefined;
      const cmsOrigin = __VISUAL_EDITOR_CMS_ORIGIN__;
      let connected: Connection | undefined;
      let current = true;
      void import("@directus/visual-editing")
        .then((library) => connect(library, cmsOrigin, () => current))
        .then((connection) => {
          if (current) connected = connection;
          else connection?.remove();
        });
      return () => {
        current = false;
        connected?.remove();
      };
    }
    return undefined;
  }, [content]);
};
