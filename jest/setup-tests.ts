import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// A cold CI run transforms ESM packages (Swiper) on their first dynamic import; give
// findBy/waitFor room for that instead of the default single second.
configure({ asyncUtilTimeout: 5000 });
