export {snapshotDirFor, snapshotManifestFile} from '@zondax/docs-core/snapshot/dirs.mjs';
export function embeddedBuildDir(packageDir: string): string;
