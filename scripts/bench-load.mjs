#!/usr/bin/env node
/** `npm run bench:load [-- --ci]`: see platform/bench/load-bench.mjs. Heavy: run it under the lock. */
await import("../platform/bench/load-bench.mjs");
