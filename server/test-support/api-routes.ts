// Every route the app serves, read from Fastify's own route tree (printRoutes), so a test that walks
// the API sees a new endpoint without being edited.
import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  /** As the router keeps it: lower case (the router ignores case), ':name' for path parameters. */
  path: string;
  methods: string[];
}

// '│   ├── /orders (GET, HEAD)': 4 characters of indent per level, then the branch and the segment.
const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

export function appRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = LINE.exec(line.trimEnd());
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (m[3]) routes.push({ path, methods: m[3].split(', ').filter((method) => method !== 'HEAD') });
  }
  return routes;
}

export const apiRoutes = (app: FastifyInstance) => appRoutes(app).filter((r) => r.path.startsWith('/api/'));
