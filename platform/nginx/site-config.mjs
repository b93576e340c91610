/**
 * The part of nginx's configuration that belongs to one deployment rather than to a build:
 * where it listens, where the build's files are, which Functions replicas exist. Two texts:
 *
 * - `site.conf` (http context): the Functions upstream and the server block, which includes
 *   the build's routes files (platform/nginx/routes-config.mjs). On a Debian server, include it
 *   from /etc/nginx/conf.d/ and the system's nginx runs the site.
 * - `nginx.conf`: a complete main configuration around site.conf, to run nginx on its own
 *   (`nginx -p STATE_DIR -c nginx.conf -g 'daemon off;'`), as the tests and `npm run bench:load` do.
 */
import { functionsUpstream } from "./routes-config.mjs";
import { quote } from "./nginx-syntax.mjs";

/** Debian's nginx-mod-http-brotli-static puts its module here. */
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * @typedef {object} SiteSettings
 * @property {string} listen nginx `listen` value: a port, or address:port
 * @property {string} publicDir absolute path of the build's public/ folder
 * @property {string} routesDir absolute path of the folder holding routes-http.conf and routes-server.conf
 * @property {readonly string[]} functions the Functions replicas, host:port each
 * @property {boolean} brotli whether nginx has the brotli_static module (precompressed .br files are then sent)
 * @property {string} [serverName] default `_` (any host)
 */

/**
 * @param {string} replica host:port
 */
const upstreamServer = (replica) => {
  if (!/^[\w.-]+:\d{1,5}$|^\[[0-9a-f:]+\]:\d{1,5}$/i.test(replica))
    throw new Error(`A Functions replica must be host:port, not "${replica}"`);
  // One failed connection takes a replica out for 10 s; nginx then tries it again.
  return `  server ${replica} max_fails=1 fail_timeout=10s;`;
};

/**
 * site.conf: the Functions upstream and the server block.
 * @param {SiteSettings} settings
 * @returns {string}
 */
export const siteConf = ({ listen, publicDir, routesDir, functions, brotli, serverName = "_" }) => {
  if (functions.length === 0) throw new Error("At least one Functions replica is needed");
  if (!/^[\w.:[\]-]+$/.test(listen)) throw new Error(`Not an nginx listen value: "${listen}"`);
  return `# Written by platform/nginx (npm run nginx:config): this deployment's address, files and Functions replicas.
include ${quote(`${routesDir}/routes-http.conf`, "Routes file")};

upstream ${functionsUpstream} {
${functions.map(upstreamServer).join("\n")}
}

server {
  listen ${listen};
  server_name ${serverName};
  root ${quote(publicDir, "Public folder")};
  index index.html;

  # No version in the Server header; relative Location headers (right behind a TLS proxy too).
  server_tokens off;
  absolute_redirect off;
  charset utf-8;

  # The adapter wrote a .gz (and .br) beside every compressible file: sent as they are, with
  # Vary: Accept-Encoding; a client that accepts neither gets the original.
  gzip_static on;
${brotli ? "  brotli_static on;\n" : ""}  gzip_vary on;

  # Limits: pages take no body; Function locations allow more (routes-server.conf).
  client_max_body_size 16k;
  client_header_timeout 10s;
  client_body_timeout 10s;
  large_client_header_buffers 4 16k;
  send_timeout 30s;
  keepalive_timeout 30s;

  # Functions: the whole body is read here before a replica is chosen (a slow client never
  # holds one), one fresh connection per request (no upstream keep-alive, so a replica that
  # stops never holds a connection nginx could reuse). A request moves to another replica
  # only when its connection fails ("error" for a POST means before anything was sent:
  # non_idempotent is not given), never on a timeout or an answer.
  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_hide_header X-Powered-By;
  proxy_connect_timeout 2s;
  proxy_send_timeout 15s;
  proxy_read_timeout 60s;
  proxy_next_upstream error;
  proxy_next_upstream_timeout 10s;

  include ${quote(`${routesDir}/routes-server.conf`, "Routes file")};
}
`;
};

/**
 * @typedef {object} MainSettings
 * @property {string} siteConfPath absolute path of site.conf
 * @property {string} stateDir absolute folder for the pid file, logs and nginx's temporary files
 * @property {string | null} user the workers' user when nginx starts as root (`www-data` on Debian), or null to leave it out
 * @property {boolean} brotli load the brotli_static module
 * @property {string} [mimeTypes] default Debian's /etc/nginx/mime.types
 */

/**
 * nginx.conf: a main configuration for running the site's nginx on its own.
 * @param {MainSettings} settings
 * @returns {string}
 */
export const mainConf = ({ siteConfPath, stateDir, user, brotli, mimeTypes = "/etc/nginx/mime.types" }) => {
  const state = (/** @type {string} */ name) => quote(`${stateDir}/${name}`, "State path");
  return `# Written by platform/nginx (npm run nginx:config). Run: nginx -p ${stateDir} -c THIS_FILE -g 'daemon off;'
${brotli ? `load_module ${brotliStaticModule};\n` : ""}${user ? `user ${user};\n` : ""}worker_processes auto;
pid ${state("nginx.pid")};
error_log ${state("error.log")} warn;

events {
  worker_connections 4096;
}

http {
  include ${mimeTypes};
  types {
    application/manifest+json webmanifest;
    text/javascript mjs;
  }
  default_type application/octet-stream;

  sendfile on;
  tcp_nopush on;
  access_log ${state("access.log")} combined buffer=64k flush=1s;

  client_body_temp_path ${state("temp/body")};
  proxy_temp_path ${state("temp/proxy")};
  fastcgi_temp_path ${state("temp/fastcgi")};
  uwsgi_temp_path ${state("temp/uwsgi")};
  scgi_temp_path ${state("temp/scgi")};

  include ${quote(siteConfPath, "site.conf path")};
}
`;
};
