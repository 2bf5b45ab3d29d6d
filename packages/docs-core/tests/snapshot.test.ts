/** Opening a snapshot in any runtime: through a reader function, refusing another format with a message that says what to do. */
import {describe, expect, it} from 'vitest';
import {fixtureFiles, fixtureReader} from '../testing/fixtureSnapshot';
import {snapshotFiles, snapshotFolder, SNAPSHOT_FORMAT} from '../src/snapshot/format';
import {openSnapshot, SnapshotError} from '../src/snapshot/snapshot';

describe('openSnapshot', () => {
  it('reads the manifest and APDU specs up front and the rest when asked', async () => {
    const snapshot = await openSnapshot(fixtureReader());
    expect(snapshot.manifest.format).toBe(SNAPSHOT_FORMAT);
    expect(Object.keys(snapshot.apdu)).toEqual(['demo']);
    expect(await snapshot.readMarkdown(snapshot.manifest.pages[0])).toMatch(/^# Demo APDU/);
    expect((await snapshot.readSupported('demo', 'latest')).version).toBe('1.1');
  });

  it('refuses a snapshot written in another format', async () => {
    const files = fixtureFiles();
    const manifest = JSON.parse(files.get(`${snapshotFolder}/${snapshotFiles.manifest}`)!);
    files.set(`${snapshotFolder}/${snapshotFiles.manifest}`, JSON.stringify({...manifest, format: 1}));
    const opening = openSnapshot(fixtureReader(files), '/some/dir');
    await expect(opening).rejects.toThrow(SnapshotError);
    await expect(openSnapshot(fixtureReader(files), '/some/dir')).rejects.toThrow(
      new RegExp(`format 1; this server reads format ${SNAPSHOT_FORMAT}\\. Rebuild the site\\.`),
    );
  });
});
