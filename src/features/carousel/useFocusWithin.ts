import { useEffect, useState, type RefObject } from "react";

/**
 * True while keyboard or programmatic focus is inside the element (present at mount).
 * Switching to another window also fires focusout, but focus returns to the same
 * element afterwards, so that one does not count as leaving.
 */
export const useFocusWithin = (ref: RefObject<HTMLElement>): boolean => {
  const [focusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onFocusIn = () => setFocusWithin(true);
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && element.contains(next)) return;
      // The window lost focus: the element is still the document's active element.
      if (!document.hasFocus() && document.activeElement === event.target) return;
      setFocusWithin(false);
    };
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [ref]);

  return focusWithin;
};
