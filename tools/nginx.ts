/**
 * The configuration of a throw-away nginx that keeps everything it writes
 * (pid, error log, temporary files) in `dir` and serves one `server` block:
 * the server benchmark and the static-hosting and proxy tests each start one
 * on a free loopback port, never the system's service.
 *
 * `server`: the directives inside `server { }`; `main` and `http`: more directives at those levels.
 * Started by root, its workers run as root too: they read the project wherever it is.
 */
export function nginxConfig({
  dir,
  server,
  main = "",
  http = "",
  workerConnections = 64,
}: {
  dir: string;
  server: string;
  main?: string;
  http?: string;
  workerConnections?: number;
}): string {
  // Started by root (as in CI), nginx's workers would run as `nobody` and could not read a project in a private folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}${main}daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections ${workerConnections};
}

http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
  server {
${server}
  }
}
`;
}
