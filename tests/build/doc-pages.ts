import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** A doc of the build, as the docs plugin instances list it in the generated global data. */
export interface BuiltDoc {
  id: string;
  path: string;
  sidebar?: string;
}

// The build's generated-files folder (Docusaurus honours DOCUSAURUS_GENERATED_FILES_DIR_NAME).
const generatedDir = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
const globalDataFile = path.resolve(__dirname, '../..', generatedDir, 'globalData.json');

/** Every doc page of the build, per docs plugin id (the sections that were built). */
export function builtDocs(): Map<string, BuiltDoc[]> | undefined {
  if (!existsSync(globalDataFile)) return undefined;
  const data = JSON.parse(readFileSync(globalDataFile, 'utf8')) as {
    'docusaurus-plugin-content-docs': Record<string, {versions: {docs: BuiltDoc[]}[]}>;
  };
  return new Map(Object.entries(data['docusaurus-plugin-content-docs']).map(([id, plugin]) => [id, plugin.versions[0]?.docs ?? []]));
}
