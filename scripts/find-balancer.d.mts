export type FoundBalancer =
  | { kind: 'haproxy' | 'nginx'; path: string; why?: undefined }
  | { why: string; kind?: undefined; path?: undefined };
export function findBalancer(options?: { install?: boolean }): FoundBalancer;
