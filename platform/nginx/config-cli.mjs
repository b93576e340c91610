#!/usr/bin/env node
/**
 * `npm run nginx:config -- [options]`: writes this deployment's site.conf and nginx.conf
 * (platform/nginx/write-site-config.mjs) for the last self-hosted build, without building again.
 *
 *   --listen ADDRESS       nginx's listen value (default 8080)
 *   --functions A,B        the Functions replicas, host:port each (default 127.0.0.1:9301,127.0.0.1:9302)
 *   --out DIR              where to write (default self-hosted/nginx)
 *   --state DIR            pid, logs, temporary files (default <out>/state)
 *   --public DIR           the build's files (default public)
 *   --user NAME | --no-user  the workers' user when started as root (default www-data)
 */
import { parseArgs } from "node:util";
import { selfHostedPaths } from "../adapter/output-paths.mjs";
import { writeSiteConfig } from "./write-site-config.mjs";

const { values } = parseArgs({
  options: {
    listen: { type: "string", default: "8080" },
    functions: { type: "string", default: "127.0.0.1:9301,127.0.0.1:9302" },
    out: { type: "string" },
    state: { type: "string" },
    public: { type: "string" },
    user: { type: "string" },
    "no-user": { type: "boolean", default: false },
  },
});

const paths = selfHostedPaths(process.cwd());
const written = writeSiteConfig({
  routesDir: paths.nginxDir,
  publicDir: values.public ?? paths.publicDir,
  outDir: values.out ?? paths.nginxDir,
  stateDir: values.state,
  listen: values.listen,
  functions: values.functions
    .split(",")
    .map((replica) => replica.trim())
    .filter(Boolean),
  user: values["no-user"] ? null : values.user,
});
console.log(`nginx: wrote ${written.siteConfPath} and ${written.mainConfPath}`);
console.log(`nginx: run it with  nginx -p ${written.stateDir} -c ${written.mainConfPath} -g 'daemon off;'`);
