/**
 * What went wrong when a search could not be answered, in words a reader can act on. The worker
 * tells a missing or failing index file (an HTTP status), a damaged one (not JSON) and a request
 * that never got an answer (offline, or the host unreachable) apart; the hosted backend's failure
 * is Algolia's hosts not answering. The modal's error screen and /search both say this: SPEC 8's
 * "check your network connection" only where the network is the cause.
 */
export type SearchFailure =
  | {kind: 'offline'; file?: string}
  | {kind: 'unreachable'; file?: string}
  | {kind: 'status'; status: number; file: string}
  | {kind: 'unreadable'; file: string}
  | {kind: 'service'};

/** The property an error carries its failure on (set by localClient.ts and by withErrorScreen). */
export const failureKey = '__searchFailure';

/** Whether the browser says it has no connection (navigator.onLine; Node 20 has no navigator). */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export function failureOf(error: unknown): SearchFailure {
  const carried = (error as {[failureKey]?: SearchFailure} | undefined)?.[failureKey];
  if (carried) return carried;
  return browserOffline() ? {kind: 'offline'} : {kind: 'service'};
}

/** Classifies a failed index file request (in the worker): thrown by fetch, by status, or by JSON parsing. */
export function indexFailure(file: string, cause: {status?: number; parse?: boolean}, online: boolean): SearchFailure {
  if (cause.status !== undefined) return {kind: 'status', status: cause.status, file};
  if (cause.parse) return {kind: 'unreadable', file};
  return online ? {kind: 'unreachable', file} : {kind: 'offline', file};
}

export interface FailureText {
  title: string;
  help: string;
}

/** SPEC 8's search failure screen: its words where the network is the cause (offline, no answer, no host answering). */
export const searchFailureTitle = 'Unable to fetch results';
export const networkFailureHelp = 'You might want to check your network connection.';

/**
 * The error screen's words. The title is SPEC 8's for every failure; the help is SPEC 8's where the
 * network is the cause, and says what really happened where it is not: the server answered an error
 * for an index file, or the file arrived damaged, which no connection check would fix.
 */
export function describeFailure(failure: SearchFailure): FailureText {
  switch (failure.kind) {
    case 'status':
      return {
        title: searchFailureTitle,
        help: `The search index could not be loaded: the server answered ${failure.status} for ${failure.file}. Try again in a moment; if it keeps failing, this copy of the site is missing its search index.`,
      };
    case 'unreadable':
      return {
        title: searchFailureTitle,
        help: `The search index could not be read: ${failure.file} arrived incomplete or damaged. Try again; if it keeps failing, this copy of the site has a broken search index.`,
      };
    default:
      return {title: searchFailureTitle, help: networkFailureHelp};
  }
}
