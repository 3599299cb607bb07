// `npm run dev`: the storefront from its sources, in the shop's own server. Vite runs in middleware
// mode with the plugins of vite.config.ts (React Router's among them): it serves the browser's
// modules and styles and pushes changes over its websocket on the server's own port (hot reload).
// Pages go through the same route as in production (server/http/storefront-bridge.ts), with React
// Router's server build loaded through Vite on every request, so a changed route, component or
// stylesheet is in the next page without a restart. The API and media stay outside Vite's reach.
// Never used by `npm start` (docs/decisions/0025-development-loop.md).
import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { Config } from '../config';
import { projectRoot } from '../project-root';
import { type PageOptions, registerPageRoute } from './storefront-bridge';

const SERVER_BUILD = 'virtual:react-router/server-build';
// Production builds: `npm run build` and the browser tests' private ones (scripts/browser-tests.mjs).
const BUILDS = ['build', '.test-builds'];

export async function serveStorefrontFromSources(app: FastifyInstance, pages: PageOptions, config: Config) {
  const vite = await createServer({
    root: projectRoot,
    configFile: path.join(projectRoot, 'vite.config.ts'),
    appType: 'custom',
    clearScreen: false,
    server: {
      middlewareMode: true,
      // The browser's websocket comes to the shop's port, not to a second one Vite would open.
      hmr: { server: app.server },
      // The database, mails and builds change all the time and are no source.
      watch: {
        ignored: [config.dataDir, config.mediaDir, config.outboxDir, ...BUILDS.map((b) => path.join(projectRoot, b))],
      },
    },
  });
  // Closed before the server waits for its connections: the websockets would hold it open.
  app.addHook('preClose', async () => vite.close());

  const loadBuild = async () => {
    try {
      return (await vite.ssrLoadModule(SERVER_BUILD)) as ServerBuild;
    } catch (err) {
      // A file that does not compile: its error points at the source line, not Vite's output.
      if (err instanceof Error) vite.ssrFixStacktrace(err);
      throw err;
    }
  };
  const handle = createRequestHandler(loadBuild, 'development');
  await app.register(async (sources) => {
    // Only the page route's context runs Vite's middlewares: /api, /media and the rest never see them.
    await sources.register(middie);
    sources.use(vite.middlewares);
    registerPageRoute(sources, handle, { ...pages, hotReload: true });
  });
}
