/** Why the build's edge Worker cannot run locally (workerd, or the build's Worker files, missing), or null. */
export function edgeWorkerMissing(buildDir: string): Promise<string | null>;

export interface EdgeWorkerOptions {
  buildDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Replaces the configured per-client rate limit. */
  rateLimit?: number;
  /** Every fetch the Worker makes (each is refused). */
  outbound?: (url: string) => void;
  /** workerd's and Miniflare's warnings and errors. */
  log?: (message: string) => void;
}

export function startEdgeWorker(options: EdgeWorkerOptions): Promise<{url: string; dispose: () => Promise<void>}>;
