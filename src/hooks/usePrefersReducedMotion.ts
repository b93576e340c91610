import { useEffect, useState } from "react";
import { reducedMotionQuery } from "../lib/motion";

/**
 * Live `prefers-reduced-motion: reduce`. Null until mounted: the server cannot know the
 * answer, and the first client render must match the server's markup.
 */
export const usePrefersReducedMotion = (): boolean | null => {
  const [reduced, setReduced] = useState<boolean | null>(null);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") {
      setReduced(false);
      return undefined;
    }
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  return reduced;
};
