// Tests only: a real load balancer (HAProxy or nginx, scripts/find-balancer.mjs) in front of shop
// servers on this machine, from a config written into a temporary folder, on a free port. Round robin;
// the client's address replaces any X-Forwarded-For it sent; every answer says which server gave it
// (X-Served-By). docs/deployment.md shows the same settings for production.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FoundBalancer } from '../../scripts/find-balancer.mjs';

export interface Backend {
  name: string;
  port: number;
}

export interface LoadBalancer {
  kind: 'haproxy' | 'nginx';
  url: string;
  /** The backend that answered, from the answer's X-Served-By header ('' when none did). */
  servedBy(header: string | string[] | undefined): string;
  output(): string;
  stop(): Promise<void>;
}

function haproxyConfig(port: number, backends: Backend[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A server that refuses the connection is tried again, then another one takes the request.
  retries 2
  option redispatch

frontend shop
  bind 127.0.0.1:${port}
  http-request set-header X-Forwarded-For %[src]
  default_backend shops

backend shops
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  # A health answer may take seconds on a busy machine: without this the check timed out at 500 ms, both
  # servers were taken out and haproxy answered 503. A stopped server still fails at once (refused).
  timeout check 5s
  http-response set-header X-Served-By %[srv_name]
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

function nginxConfig(port: number, backends: Backend[], dir: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 64m;
  upstream shops {
${backends.map((b) => `    server 127.0.0.1:${b.port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shops;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`;
}

async function answers(url: string, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('The load balancer stopped at start.');
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The load balancer did not answer within ${timeoutMs / 1000} s.`);
}

/** Starts the balancer on `port` in front of the backends (already running). */
export async function startLoadBalancer(
  found: FoundBalancer,
  port: number,
  backends: Backend[],
): Promise<LoadBalancer> {
  if (!found.kind) throw new Error(found.why);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${found.kind}-`));
  // nginx started as root runs its workers as nobody, who must reach the request-body folders inside.
  fs.chmodSync(dir, 0o755);
  const config = path.join(dir, `${found.kind}.conf`);
  let args: string[];
  if (found.kind === 'haproxy') {
    fs.writeFileSync(config, haproxyConfig(port, backends));
    args = ['-f', config, '-db'];
  } else {
    fs.writeFileSync(config, nginxConfig(port, backends, dir));
    args = ['-p', dir, '-c', config];
  }
  const child = spawn(found.path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await answers(url, child);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${printed}`);
  }
  const byPort = new Map(backends.map((b) => [String(b.port), b.name]));
  return {
    kind: found.kind,
    url,
    servedBy(header) {
      // nginx names the address (the last one when it tried several), HAProxy the server's name.
      const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').pop()!.trim();
      return byPort.get(value.split(':').pop() ?? '') ?? value;
    },
    output: () => printed,
    stop,
  };
}
