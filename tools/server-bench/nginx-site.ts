/**
 * The nginx the server benchmark compares with: Debian's nginx serving
 * build/client as a static host would, precompressed files first, with the
 * Cache-Control of server/cache-policy.ts (the one cache policy).
 */
import { ASSETS_DIR, IMMUTABLE, REVALIDATE, SHORT } from "../../server/cache-policy";
import { nginxConfig } from "../nginx";

export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** nginx's `map` of the cache policy: the same three rules as cacheControlFor(). */
export function cacheControlMap(): string {
  return `  map $uri $cache_control {
    ~^/${ASSETS_DIR}/   "${IMMUTABLE}";
    ~\\.html$     "${REVALIDATE}";
    default      "${SHORT}";
  }`;
}

export function staticSiteConfig({
  dir,
  root,
  host,
  port,
  brotli,
}: {
  dir: string;
  root: string;
  host: string;
  port: number;
  brotli: boolean;
}) {
  return nginxConfig({
    dir,
    main: `# Written by the server benchmark (tools/server-bench/) for one run; deleted afterwards.
${brotli ? `load_module ${BROTLI_MODULE};\n` : ""}worker_processes auto;
`,
    workerConnections: 1024,
    http: `  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
${cacheControlMap()}
`,
    server: `    listen ${host}:${port};
    server_name _;
    root ${root};

    gzip_static on;
${brotli ? "    brotli_static on;\n" : ""}
    add_header Cache-Control $cache_control always;
    add_header X-Content-Type-Options nosniff always;

    location / {
      try_files $uri $uri/index.html =404;
    }
    error_page 404 /404.html;`,
  });
}
