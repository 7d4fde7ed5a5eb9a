// The fleet's proxy: deploy/nginx/nurse.conf.template rendered as nginx's Docker image renders it,
// then run by Debian's nginx in the foreground under a prefix of its own, so it needs no root paths.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answersOk, ManagedProcess } from './managed-process.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx/nurse.conf.template');
const NGINX = '/usr/sbin/nginx';
const NGINX_MAIN = path.join(root, 'deploy/nginx/nginx.conf');

/** A numeric directive of deploy/nginx/nginx.conf, so that the fleet here runs compose's limits. */
function mainDirective(name) {
  const match = new RegExp(`^\\s*${name}\\s+(\\d+);`, 'm').exec(readFileSync(NGINX_MAIN, 'utf8'));
  if (!match) throw new Error(`${NGINX_MAIN} sets no ${name}`);
  return match[1];
}
/** As docker-compose.yml sets it: an instance nginx could not reach is tried again after 2 s, not nginx's default 10 s. */
const UPSTREAM_FAILURE_RULE = 'max_fails=1 fail_timeout=2s';

/** Replaces every ${NAME} with vars[NAME], as envsubst does; a name without a value is an error. */
export function renderTemplate(text, vars) {
  return text.replace(/\$\{(\w+)\}/g, (_, name) => {
    if (vars[name] === undefined) throw new Error(`No value for \${${name}} in ${NGINX_TEMPLATE}`);
    return vars[name];
  });
}

/** The variables docker-compose gives the template, here for a proxy on 127.0.0.1:`port`. */
export function templateVariables({ port, upstreams, accessLog }) {
  return {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_API_SERVERS: upstreams.map((address) => `server ${address} ${UPSTREAM_FAILURE_RULE};`).join(' '),
    NGINX_ACCESS_LOG: accessLog,
  };
}

/**
 * nginx on 127.0.0.1:`port` in front of `upstreams` (host:port each), logging into `logDir`
 * (nginx-error.log, nginx-access.log, nginx.log for its own output). Answers a ManagedProcess,
 * not yet started, that is ready once the proxy serves /api/health/ready.
 */
export function nginxProxy({ port, upstreams, logDir }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nurse-nginx-'));
  // Worker processes run as an unprivileged user when nginx starts as root; they must reach the temp paths.
  chmodSync(prefix, 0o755);
  const site = renderTemplate(
    readFileSync(NGINX_TEMPLATE, 'utf8'),
    templateVariables({ port, upstreams, accessLog: path.join(logDir, 'nginx-access.log') }),
  );
  writeFileSync(path.join(prefix, 'nurse.conf'), site);
  // What deploy/nginx/nginx.conf does around the rendered template (its connection limits), with
  // paths of our own and one worker.
  const main = `daemon off;
worker_processes 1;
worker_rlimit_nofile ${mainDirective('worker_rlimit_nofile')};
pid ${prefix}/nginx.pid;
error_log ${path.join(logDir, 'nginx-error.log')} warn;
events { worker_connections ${mainDirective('worker_connections')}; }
http {
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/nurse.conf;
}
`;
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, main);
  const url = `http://127.0.0.1:${port}`;
  const proc = new ManagedProcess({
    name: 'nginx',
    command: NGINX,
    args: ['-p', prefix, '-c', conf, '-e', path.join(logDir, 'nginx-error.log')],
    env: process.env,
    cwd: prefix,
    logFile: path.join(logDir, 'nginx.log'),
    ready: () => answersOk(`${url}/api/health/ready`),
  });
  return { url, prefix, process: proc };
}
