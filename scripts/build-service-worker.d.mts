export function buildServiceWorker(clientDir: string): Promise<{ build: string; bytes: number }>;
