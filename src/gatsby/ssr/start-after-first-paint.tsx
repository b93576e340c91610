import React, { isValidElement, type ReactElement, type ReactNode } from "react";

/*
 * The page's start-up (its data, the page's scripts and Gatsby's own) is requested once the
 * browser has painted the page, not while it is still preparing the first frame.
 *
 * A built page is complete HTML: the first paint needs none of its JavaScript. Yet the
 * browser's preload scanner requests every script and preloaded JSON file it finds in the
 * HTML at once, and on a phone's connection those downloads share the line with the
 * document and the headline's paint. Lighthouse's simulation counts every request that
 * finished before the largest paint as part of it: on the home page that was 112 KB of
 * scripts and 2 KB of JSON in front of an h1 that needs only the HTML (LCP 1.66 times a
 * hand-written page's in `npm run audit`, whose "LCP × ref" column shows it).
 *
 * So at build time (gatsby-ssr's `onPreRenderHTML`) the start-up elements at the end of
 * the body move into an inert `<template>`, and a small inline script copies them into the
 * document once the first paint is on screen. The elements keep their order and
 * attributes; scripts stay async, inline ones (the page path, Gatsby's chunk map) run as
 * they are added, so the page hydrates as before, a frame or two later.
 */

/** The id of the template that holds the start-up elements until the first paint. */
export const startTemplateId = "gatsby-start";

/** Gatsby 5 puts its runtime, framework and app bundles into the page through this slice. */
const gatsbyScriptsSliceId = "_gatsby-scripts";

/**
 * Copies the template's elements into the document (links, the data preloads, into the
 * head; scripts into the body) once the browser reports the first contentful paint. A
 * script copied with `importNode` would never run, so each is created anew with the same
 * attributes and text.
 *
 * The paint entry comes after the frame is presented. Frames are no substitute: text can
 * wait for its font while frames go by, and a busy Chromium presents a frame well after
 * its `requestAnimationFrame` (on /team/, two frames after the load event still came before
 * the first contentful paint in 3 of 4 loads on a loaded machine). Only browsers without
 * paint timing wait two frames. A tab that is or becomes hidden paints nothing, so it
 * starts at once. Should no paint ever be reported, the page starts anyway a while after
 * its load event.
 */
/** How long after the load event the page starts if no paint has been reported. */
export const safetyDelayMs = 3000;

export const startScript = `(function(){
var template=document.getElementById(${JSON.stringify(startTemplateId)});
if(!template)return;
var started=false;
function start(){
if(started)return;
started=true;
var elements=template.content.children;
for(var i=0;i<elements.length;i++){
var element=elements[i],copy;
if(element.tagName==="SCRIPT"){
copy=document.createElement("script");
for(var j=0;j<element.attributes.length;j++)copy.setAttribute(element.attributes[j].name,element.attributes[j].value);
copy.text=element.text;
}else copy=document.importNode(element,true);
(element.tagName==="LINK"?document.head:document.body).appendChild(copy);
}
template.remove();
}
function soon(){setTimeout(start,0)}
function afterTwoFrames(){requestAnimationFrame(function(){requestAnimationFrame(soon)})}
if(document.visibilityState==="hidden")return start();
document.addEventListener("visibilitychange",start);
var entryTypes=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(entryTypes.indexOf("paint")<0)return afterTwoFrames();
addEventListener("load",function(){setTimeout(start,${safetyDelayMs})});
new PerformanceObserver(function(list,observer){
if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}
}).observe({type:"paint",buffered:true});
})();`;

/** Whether an element of the body's end belongs to the page's start-up. */
export const isStartupElement = (node: ReactNode): node is ReactElement =>
  isValidElement(node) &&
  (node.type === "script" ||
    (node.type === "link" && (node.props as { rel?: string }).rel === "preload") ||
    (node.props as { sliceId?: string }).sliceId === gatsbyScriptsSliceId);

/**
 * The end of the body with its start-up elements held back until the first paint: the
 * other elements as they were, then the template, then the script that empties it.
 */
export const startAfterFirstPaint = (postBodyComponents: readonly ReactNode[]): ReactNode[] => {
  const startup = postBodyComponents.filter(isStartupElement);
  if (startup.length === 0) return [...postBodyComponents];
  return [
    ...postBodyComponents.filter((node) => !isStartupElement(node)),
    <template key={startTemplateId} id={startTemplateId}>
      {startup}
    </template>,
    <script key={`${startTemplateId}-loader`} dangerouslySetInnerHTML={{ __html: startScript }} />,
  ];
};
