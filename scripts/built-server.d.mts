export interface BuiltServer {
  baseUrl: string;
  dataDir: string;
  pid: number;
  isRunning(): boolean;
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export function startBuiltServer(options?: {
  env?: Record<string, string>;
  label?: string;
  startSeconds?: number;
  seededFrom?: string;
  keepsData?: boolean;
}): Promise<BuiltServer>;
