export interface BuiltServer {
  baseUrl: string;
  dataDir: string;
  pid: number;
  isRunning(): boolean;
  stop(): Promise<void>;
}
export function listeningPort(
  child: import('node:child_process').ChildProcess,
  seconds: number,
): Promise<number>;
export function startBuiltServer(options?: {
  env?: Record<string, string>;
  label?: string;
  startSeconds?: number;
  seededFrom?: string;
  keepsData?: boolean;
}): Promise<BuiltServer>;
