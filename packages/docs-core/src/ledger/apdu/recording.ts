/** Shape of the recorded exchanges in data/ledger-apps/recordings.ts (see there for the rules). */

export interface RecordingSource {
  /** owner/name of the public repository the exchanges were copied from. */
  repo: string;
  path: string;
  commit: string;
}

export interface RecordedExchange {
  /** Command id in the app's APDU spec. */
  command: string;
  /** Command APDU, lower-case hex. */
  request: string;
  /** Answer as recorded: data followed by SW1-SW2, lower-case hex. */
  response: string;
}

export interface Recording {
  /** Ledger-apps folder (chains.ts ledgerFolder). */
  folder: string;
  source: RecordingSource;
  /** What was recorded, in a few words. */
  what: string;
  exchanges: readonly RecordedExchange[];
}

/** The recorded answer to exactly these bytes, if any. */
export function recordedAnswer(recording: Recording, requestHex: string): RecordedExchange | undefined {
  const wanted = requestHex.toLowerCase();
  return recording.exchanges.find((e) => e.request === wanted);
}
