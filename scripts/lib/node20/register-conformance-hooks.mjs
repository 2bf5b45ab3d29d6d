// node --import ./scripts/lib/node20/register-conformance-hooks.mjs <conformance bin>: see conformance-hooks.mjs.
import {register} from 'node:module';

register('./conformance-hooks.mjs', import.meta.url);
