import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder above this module's: the repository when the server runs from its sources (tsx, tests),
 * `build/` when it runs compiled into `build/shop-server/main.mjs`.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
