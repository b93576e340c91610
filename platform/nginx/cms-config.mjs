/**
 * cms.conf (http context): nginx in front of the Directus instances, where editors and the
 * site's build and Functions reach the CMS. Sign-in and password-reset requests are limited per
 * client address before they reach Directus (which, behind it, neither suspends accounts nor
 * trusts a client's own X-Forwarded-For: docs/security.md).
 */
import { quote } from "./nginx-syntax.mjs";

/**
 * @typedef {object} CmsSettings
 * @property {string} listen nginx `listen` value
 * @property {readonly string[]} instances the Directus instances, host:port each
 * @property {string} [serverName] default `_`
 * @property {number} [signInPerMinute] sign-in attempts per client address and minute (default 10, 5 more at once)
 * @property {number} [uploadMegabytes] the largest upload (default 100)
 */

/** @param {string} instance */
const upstreamServer = (instance) => {
  if (!/^[\w.-]+:\d{1,5}$/.test(instance)) throw new Error(`A Directus instance must be host:port, not "${instance}"`);
  return `  server ${instance} max_fails=1 fail_timeout=10s;`;
};

/**
 * @param {CmsSettings} settings
 * @returns {string}
 */
export const cmsConf = ({ listen, instances, serverName = "_", signInPerMinute = 10, uploadMegabytes = 100 }) => {
  if (instances.length === 0) throw new Error("At least one Directus instance is needed");
  if (!/^[\w.:[\]-]+$/.test(listen)) throw new Error(`Not an nginx listen value: "${listen}"`);
  if (!Number.isInteger(signInPerMinute) || signInPerMinute < 1)
    throw new Error("signInPerMinute must be a positive whole number");
  return `# Written by platform/nginx (cms-config.mjs): the CMS behind nginx.
limit_req_zone $binary_remote_addr zone=cms_sign_in:10m rate=${signInPerMinute}r/m;
limit_req_zone $binary_remote_addr zone=cms_password_reset:10m rate=3r/m;

upstream northbeam_cms {
${instances.map(upstreamServer).join("\n")}
}

server {
  listen ${listen};
  server_name ${quote(serverName, "Server name")};
  server_tokens off;

  client_max_body_size ${uploadMegabytes}m;
  client_header_timeout 10s;
  client_body_timeout 30s;
  send_timeout 60s;

  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
  # The client is who connected to nginx: an X-Forwarded-For the client wrote is replaced, not
  # extended (Directus trusts loopback hops only, IP_TRUST_PROXY=loopback).
  proxy_set_header X-Forwarded-For $remote_addr;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_hide_header X-Powered-By;
  proxy_connect_timeout 2s;
  proxy_read_timeout 120s;
  # Another instance only when one cannot be reached, never after a request was sent.
  proxy_next_upstream error;
  proxy_next_upstream_timeout 10s;
  limit_req_status 429;

  # Sign-in (every provider) and password resets: a few per address, then 429.
  location ~ ^/auth/login(/|$) {
    limit_req zone=cms_sign_in burst=5 nodelay;
    proxy_pass http://northbeam_cms;
  }
  location ~ ^/auth/password/(request|reset)$ {
    limit_req zone=cms_password_reset burst=2 nodelay;
    proxy_pass http://northbeam_cms;
  }
  location / {
    proxy_pass http://northbeam_cms;
  }
}
`;
};
