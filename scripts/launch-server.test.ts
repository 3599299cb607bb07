// `npm start` runs the server in production unless NODE_ENV says otherwise.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverBundle } from './build-server.mjs';
import { serverCommand, serverEnvironment } from './launch-server.mjs';

describe("npm start's server process", () => {
  it('gets NODE_ENV=production when NODE_ENV is not set or empty', () => {
    expect(serverEnvironment({ PATH: '/usr/bin' })).toEqual({ PATH: '/usr/bin', NODE_ENV: 'production' });
    expect(serverEnvironment({ NODE_ENV: '' }).NODE_ENV).toBe('production');
  });

  it('keeps an explicit NODE_ENV', () => {
    expect(serverEnvironment({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(serverEnvironment({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });

  it('runs the compiled server with node itself, not through a TypeScript loader', () => {
    const { command, args } = serverCommand();
    expect(command).toBe(process.execPath);
    expect(args).toEqual([serverBundle]);
    const root = path.resolve(import.meta.dirname, '..');
    expect(path.relative(root, serverBundle)).toBe(path.join('build', 'shop-server', 'main.mjs'));
  });
});
