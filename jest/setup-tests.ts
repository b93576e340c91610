import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";
import { configure } from "@testing-library/react";
import { removeTempFolders } from "./temp-folders";

// A cold CI run transforms ESM packages (Swiper) on their first dynamic import; give
// findBy/waitFor room for that instead of the default single second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the encoders that react-dom/server's browser build needs (used to make
// pre-built markup in the hydration tests); Node's own are the same standard classes.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The folders tests made with tempFolder go once the test file is done.
afterAll(removeTempFolders);
