/**
 * When an app's facts were last checked against its code (issue 62): apps.json records the commit the
 * facts were read at and `checkedAt`, the day `npm run ledger:upstream` (or a person) last compared every
 * record (instructions, classes, status words, version, devices, the zxlib pointer) with that commit.
 * Pure, so the APDU page, the chain landing page and the tests share it.
 */
import type {AppInfo} from '../supported/schema';
import {treeUrl} from '../../sourceHost';

export interface CheckedAt {
  /** YYYY-MM-DD. */
  date: string;
  commit: string;
  repository: string;
  /** owner/name at the short commit. */
  label: string;
  /** The commit's tree on GitHub. */
  url: string;
}

export function checkedAt(app: Pick<AppInfo, 'repository' | 'commit' | 'checkedAt'> | undefined): CheckedAt | null {
  if (!app?.checkedAt) return null;
  return {
    date: app.checkedAt,
    commit: app.commit,
    repository: app.repository,
    label: `${app.repository}@${app.commit.slice(0, 7)}`,
    url: treeUrl(app.repository, app.commit),
  };
}
