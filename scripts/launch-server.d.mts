import type { ChildProcess, StdioOptions } from 'node:child_process';

export function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function serverCommand(): { command: string; args: string[] };
export function launchServer(options?: { env?: NodeJS.ProcessEnv; cwd?: string; stdio?: StdioOptions }): ChildProcess;
