import { startTransition, useEffect, useState, type RefObject } from "react";

/**
 * True once the element comes within `rootMargin` of the viewport, and stays true: it
 * gates a one-time dynamic import, so the observer disconnects after the first hit.
 * Browsers without IntersectionObserver get `true` at once rather than never loading.
 * The switch is a transition: what it mounts is not urgent, so React may render it in
 * slices between the visitor's input.
 */
export const useNearViewport = (ref: RefObject<Element>, rootMargin = "200px"): boolean => {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);

  return near;
};
