import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { isStartupElement, safetyDelayMs, startAfterFirstPaint, startScript, startTemplateId } from "../start-after-first-paint";

/** What Gatsby's ServerSliceRenderer element looks like to onPreRenderHTML. */
const SliceStandIn = ({ sliceId }: { sliceId: string }) => <i data-slice={sliceId} />;

const announcer = <div key="announcer" id="gatsby-announcer" />;
const preload = <link key="preload" rel="preload" as="fetch" crossOrigin="anonymous" href="/page-data/index/page-data.json" />;
const pageScript = <script key="page" src="/component---src-pages-index-tsx-1.js" async />;
const pathScript = <script key="path" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";' }} />;
const scriptsSlice = <SliceStandIn key="slice" sliceId="_gatsby-scripts" />;

describe("isStartupElement", () => {
  it("takes scripts, preloads and Gatsby's scripts slice, and nothing else", () => {
    expect([preload, pageScript, pathScript, scriptsSlice].every(isStartupElement)).toBe(true);
    expect(isStartupElement(announcer)).toBe(false);
    expect(isStartupElement(<link rel="stylesheet" href="/a.css" />)).toBe(false);
    expect(isStartupElement(<SliceStandIn sliceId="header" />)).toBe(false);
    expect(isStartupElement("text")).toBe(false);
  });
});

describe("startAfterFirstPaint", () => {
  it("moves the start-up elements, in their order, into a template followed by the script that starts them", () => {
    const markup = renderToStaticMarkup(<>{startAfterFirstPaint([preload, announcer, pageScript, pathScript, scriptsSlice])}</>);
    document.body.innerHTML = markup;

    expect(document.body.firstElementChild?.id).toBe("gatsby-announcer");
    const template = document.getElementById(startTemplateId) as HTMLTemplateElement;
    expect([...template.content.children].map((element) => element.outerHTML)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/index/page-data.json">',
      '<script src="/component---src-pages-index-tsx-1.js" async=""></script>',
      '<script id="gatsby-script-loader">window.pagePath="/";</script>',
      '<i data-slice="_gatsby-scripts"></i>',
    ]);
    // Nothing in a template is part of the document: no request, no script run.
    expect(document.scripts).toHaveLength(1);
    expect(template.nextElementSibling?.textContent).toBe(startScript);
  });

  it("leaves a page without start-up elements as it was", () => {
    expect(startAfterFirstPaint([announcer])).toEqual([announcer]);
  });
});

describe("the start script", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let paintCallbacks: PaintCallback[];
  const visibility = jest.spyOn(document, "visibilityState", "get");

  const installTemplate = () => {
    document.head.innerHTML = "";
    document.body.innerHTML = `<main>page</main><template id="${startTemplateId}"><link rel="preload" as="fetch" href="/data.json"><script>window.startedScripts=(window.startedScripts||0)+1</script><script src="/app.js" async=""></script></template>`;
  };
  const runStartScript = () => new Function(startScript)();
  const started = () => (window as unknown as { startedScripts?: number }).startedScripts ?? 0;
  const reportPaint = (name: string) =>
    paintCallbacks.forEach((callback) =>
      callback({ getEntriesByName: (entry) => (entry === name ? [{ name }] : []) }, { disconnect: () => {} }),
    );

  beforeEach(() => {
    jest.useFakeTimers();
    delete (window as unknown as { startedScripts?: number }).startedScripts;
    paintCallbacks = [];
    visibility.mockReturnValue("visible");
    class PaintObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(callback: PaintCallback) {
        paintCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, "PerformanceObserver", { value: PaintObserver, configurable: true, writable: true });
    installTemplate();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it("adds nothing before the first contentful paint, then every element once, in place, and removes the template", () => {
    runStartScript();
    reportPaint("first-paint");
    jest.runOnlyPendingTimers();
    expect(document.getElementById(startTemplateId)).not.toBeNull();
    expect(started()).toBe(0);

    reportPaint("first-contentful-paint");
    jest.runOnlyPendingTimers();
    expect(started()).toBe(1);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute("href")).toBe("/data.json");
    const appScript = document.body.querySelector<HTMLScriptElement>('script[src="/app.js"]');
    expect(appScript?.hasAttribute("async")).toBe(true);
    expect(document.getElementById(startTemplateId)).toBeNull();

    // A later signal (the load event, hiding the tab) starts nothing twice.
    window.dispatchEvent(new Event("load"));
    document.dispatchEvent(new Event("visibilitychange"));
    jest.runAllTimers();
    expect(started()).toBe(1);
    expect(document.querySelectorAll('script[src="/app.js"]')).toHaveLength(1);
  });

  it("does not take frames or the load event for the paint: only a long wait after load starts without one", () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    runStartScript();
    window.dispatchEvent(new Event("load"));
    for (let frame = 0; frame < 3; frame += 1) frames.shift()?.(frame * 16);
    jest.advanceTimersByTime(safetyDelayMs - 1);
    expect(started()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(started()).toBe(1);
    requestFrame.mockRestore();
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    visibility.mockReturnValue("hidden");
    runStartScript();
    expect(started()).toBe(1);
    expect(paintCallbacks).toHaveLength(0);
  });

  it("starts when the tab is hidden before the first paint", () => {
    runStartScript();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(started()).toBe(1);
  });

  it("waits two frames where the browser has no paint timing", () => {
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true });
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    runStartScript();
    frames.shift()?.(0);
    jest.runOnlyPendingTimers();
    expect(started()).toBe(0);
    frames.shift()?.(16);
    jest.runOnlyPendingTimers();
    expect(started()).toBe(1);
    requestFrame.mockRestore();
  });
});
