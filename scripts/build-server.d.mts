export const root: string;
export const serverBundle: string;
export function buildServer(outFile?: string): Promise<string>;
