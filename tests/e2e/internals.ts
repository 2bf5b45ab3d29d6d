/**
 * Whether the build under test has the framework internals (src/internals): DOCS_INTERNALS as that build
 * resolved it, from the record every build writes beside its output (src/internals/record.ts).
 * Tests of the layer's own behaviour (not of what a reader needs) skip on a build without it.
 */
import {internalsBuiltInto} from '../../src/internals/record';

export const internalsBuilt = internalsBuiltInto(process.env.BUILD_DIR ?? 'build');

/** The reason a skipped test gives. */
export const withoutInternals = 'tests the framework internals, and this build has DOCS_INTERNALS off';
