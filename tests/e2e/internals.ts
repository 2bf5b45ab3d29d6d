/**
 * Whether the build under test has the framework internals (src/internals): DOCS_INTERNALS as that build
 * resolved it. src/internals/index.ts writes the marker into the output only when the layer is on.
 * Tests of the layer's own behaviour (not of what a reader needs) skip on a build without it.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {internalsMarkerFile} from '../../src/internals/markerFile';

export const internalsBuilt = existsSync(path.join(path.resolve(process.env.BUILD_DIR ?? 'build'), internalsMarkerFile));

/** The reason a skipped test gives. */
export const withoutInternals = 'tests the framework internals, and this build has DOCS_INTERNALS off';
