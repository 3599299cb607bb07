// The two-instance test needs a real load balancer: HAProxy or nginx from the system, never a download.
// Order: TEST_BALANCER (haproxy or nginx) if set, else HAProxy, else nginx; on Debian as root the
// `haproxy` package is installed when neither is there; otherwise the answer says why there is none.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const PATHS = {
  haproxy: ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'],
  nginx: ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'],
};

/** { kind: 'haproxy' | 'nginx', path } or { why } when no balancer can be had. */
export function findBalancer({ install = true } = {}) {
  const wanted = process.env.TEST_BALANCER;
  if (wanted && !(wanted in PATHS)) return { why: `TEST_BALANCER is ${wanted}; it may be haproxy or nginx` };
  const kinds = wanted ? [wanted] : ['haproxy', 'nginx'];
  const found = () => {
    for (const kind of kinds) {
      const path = PATHS[kind].find((p) => fs.existsSync(p));
      if (path) return { kind, path };
    }
    return null;
  };
  const there = found();
  if (there) return there;
  const isDebian = fs.existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isDebian && isRoot) {
    const pkg = kinds[0];
    console.log(`No load balancer for the two-instance test: installing the Debian package \`${pkg}\` with apt-get…`);
    try {
      const command = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
      execSync(command, { stdio: 'inherit' });
    } catch {
      return { why: `installing the Debian package ${pkg} failed` };
    }
    // The package starts its own service on port 80 or 443; the test runs its own copy and needs none.
    try {
      execSync(`(systemctl stop ${pkg} || service ${pkg} stop) >/dev/null 2>&1`);
    } catch {}
    const installed = found();
    if (installed) return installed;
  }
  return {
    why:
      `no ${kinds.join(' or ')} found (Debian: apt-get install ${kinds[0]}; ` +
      'the test command installs it itself only as root on Debian)',
  };
}

if (process.argv[1]?.endsWith('find-balancer.mjs')) {
  const found = findBalancer();
  if (found.why) {
    console.error(found.why);
    process.exit(1);
  }
  console.log(`${found.kind} ${found.path}`);
}
