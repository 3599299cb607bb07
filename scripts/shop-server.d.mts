import type { ChildProcess } from 'node:child_process';

export const root: string;
export function freePort(): Promise<number>;
export function startServer(options: {
  port: number;
  dataDir: string;
  buildDir?: string;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'pipe' | 'ignore';
}): ChildProcess;
export function waitForServer(server: ChildProcess, port: number, timeoutMs?: number): Promise<void>;
export function stopServer(server: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
export function seededTemplate(buildDir?: string): Promise<string>;
export function seededDataDir(buildDir?: string): Promise<string>;
