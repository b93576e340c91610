import { render, waitFor } from "@testing-library/react";
import React from "react";
import * as visualEditor from "../visual-editor";

/**
 * The module as a build with the constant defined as `cmsOrigin` would run it (undefined: not
 * defined at all, as under Jest). The module reads the constant at each call, as webpack
 * writes its value in place.
 */
const visualEditorWith = (cmsOrigin: string | undefined) => {
  const scope = globalThis as { __VISUAL_EDITOR_CMS_ORIGIN__?: string };
  if (cmsOrigin === undefined) delete scope.__VISUAL_EDITOR_CMS_ORIGIN__;
  else scope.__VISUAL_EDITOR_CMS_ORIGIN__ = cmsOrigin;
  return visualEditor;
};

afterEach(() => {
  delete (globalThis as { __VISUAL_EDITOR_CMS_ORIGIN__?: string }).__VISUAL_EDITOR_CMS_ORIGIN__;
});

const title: visualEditor.EditableFields = { collection: "posts", item: "42", fields: ["title", "sub_title"], mode: "popover" };

describe("editable parts of a post", () => {
  it("carry the Visual Editor's data-directus attribute on the preview server", () => {
    const { editable } = visualEditorWith("http://127.0.0.1:8055");
    expect(editable(title)).toEqual({ "data-directus": "collection:posts;item:42;fields:title,sub_title;mode:popover" });
  });

  it("carry nothing on the public site, or where the constant is not defined", () => {
    expect(visualEditorWith("").editable(title)).toEqual({});
    expect(visualEditorWith(undefined).editable(title)).toEqual({});
  });
});

describe("connecting to the Visual Editor", () => {
  const Page = ({ hook }: { hook: (content: unknown) => void }) => {
    hook("post 42");
    return <h1 data-directus="collection:posts;item:42;fields:title">A post</h1>;
  };

  /** Shows the page as if framed by `parent`, and returns the messages it posted there. */
  const framedBy = (hook: (content: unknown) => void) => {
    const posted: { message: unknown; targetOrigin: string }[] = [];
    const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
    const spy = jest.spyOn(window, "parent", "get").mockReturnValue(parent as unknown as Window);
    const view = render(<Page hook={hook} />);
    return { posted, view, restore: () => spy.mockRestore() };
  };

  it("asks the CMS's app, and only its origin, to connect when the page is framed", async () => {
    const { useVisualEditor } = visualEditorWith("http://127.0.0.1:8055");
    const { posted, view, restore } = framedBy(useVisualEditor);
    await waitFor(() => expect(posted).not.toHaveLength(0));
    expect(posted[0]).toEqual({ message: { action: "connect", data: undefined }, targetOrigin: "http://127.0.0.1:8055" });
    view.unmount();
    restore();
  });

  /** The app's answer to one of the page's messages, as the app posts it into the frame. */
  const answerFromApp = (action: string, data: unknown) =>
    window.dispatchEvent(new MessageEvent("message", { origin: "http://127.0.0.1:8055", data: { action, data } }));

  const connects = (posted: { message: unknown }[]) =>
    posted.filter(({ message }) => (message as { action: string }).action === "connect").length;

  it("asks again when the app misses the first request, and its elements become editable", async () => {
    const { useVisualEditor } = visualEditorWith("http://127.0.0.1:8055");
    const { posted, view, restore } = framedBy(useVisualEditor);
    // The library waits about a second for the app's answer to its first request; none comes.
    await waitFor(() => expect(connects(posted)).toBe(2), { timeout: 2_500 });
    answerFromApp("confirm", {});
    await waitFor(() =>
      expect(posted.map(({ message }) => (message as { action: string }).action)).toContain("checkFieldAccess"),
    );
    const asked = posted.find(({ message }) => (message as { action: string }).action === "checkFieldAccess");
    const keys = ((asked?.message as { data: { key: string }[] }).data ?? []).map(({ key }) => key);
    expect(keys).toHaveLength(1);
    answerFromApp("activateElements", keys);
    // The heading's outline in the library's overlay: it listens for the pointer from now on.
    expect(document.querySelectorAll("#directus-visual-editing .directus-visual-editing-rect")).toHaveLength(1);
    expect(connects(posted)).toBe(2);
    view.unmount();
    expect(document.querySelectorAll("#directus-visual-editing .directus-visual-editing-rect")).toHaveLength(0);
    restore();
  });

  it("stops asking once the page is gone", async () => {
    const { useVisualEditor } = visualEditorWith("http://127.0.0.1:8055");
    const { posted, view, restore } = framedBy(useVisualEditor);
    await waitFor(() => expect(connects(posted)).toBe(1));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(connects(posted)).toBe(1);
    restore();
  });

  it("stays silent on the public site and in a page that is not framed", async () => {
    const publicSite = framedBy(visualEditorWith("").useVisualEditor);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(publicSite.posted).toEqual([]);
    publicSite.view.unmount();
    publicSite.restore();

    const { useVisualEditor } = visualEditorWith("http://127.0.0.1:8055");
    const postMessage = jest.spyOn(window, "postMessage");
    const view = render(<Page hook={useVisualEditor} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postMessage).not.toHaveBeenCalled();
    view.unmount();
    postMessage.mockRestore();
  });
});
