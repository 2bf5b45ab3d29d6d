/**
 * The records of one app as the upstream check reads them, gathered from the site's data: apps.json,
 * data/ledger-apps/upstream.json and the app's APDU data (codeCheck or namesCheck, statusWordsCheck).
 */
import type {ApduSpec} from '@zondax/docs-core/ledger/apdu/schema';
import type {AppInfo} from '@zondax/docs-core/ledger/supported/schema';
import type {AppRecords, UpstreamEntry} from './check';

/** Identifiers a codeCheck.omitted note names (INS_SIGN_TEST ...): defined on purpose, not new. */
export function omittedNames(notes: readonly string[] = []): string[] {
  return [...new Set(notes.flatMap((n) => n.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? []))];
}

export function appRecords(
  folder: string,
  app: AppInfo,
  upstream: UpstreamEntry,
  spec: ApduSpec,
  knownTags?: string[],
  buildPage?: AppRecords['buildPage'],
): AppRecords {
  const code = spec.codeCheck;
  const names = spec.namesCheck;
  return {
    folder,
    app,
    upstream,
    defineFiles: code?.defines ?? names?.files ?? [],
    dispatchers: code?.dispatchers ?? (names ? [{path: names.dispatcher, classes: [], cases: names.dispatched}] : []),
    omitted: omittedNames(code?.omitted),
    statusWords: spec.statusWordsCheck && {zxlib: spec.statusWordsCheck.zxlib, files: spec.statusWordsCheck.files},
    knownTags,
    buildPage,
  };
}
