import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = '/usr/sbin/nginx';
const gatewayConf = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/gateway.conf',
);

/**
 * The project's gateway config (deploy/gateway.conf) in nginx on 127.0.0.1: its upstreams point at
 * the given replicas instead of the compose services, everything else as it is.
 */
export const startGateway = async (
  dir: string,
  port: number,
  upstreams: { commands: string[]; queries: string[] },
): Promise<{ base: string; stop(): Promise<void> }> => {
  const servers = (hosts: string[]) => hosts.map((h) => `server ${h};`).join(' ');
  const site = readFileSync(gatewayConf, 'utf8')
    .replace(/upstream commands \{[^}]*\}/, `upstream commands { ${servers(upstreams.commands)} }`)
    .replace(/upstream queries \{[^}]*\}/, `upstream queries { ${servers(upstreams.queries)} }`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${site}
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};
