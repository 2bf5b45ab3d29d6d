/**
 * The Worker's entry (scripts/bundle.mjs bundles it into build-hosting/worker.mjs): the worker over the build's
 * description the host kit wrote (build-hosting/worker-site.json, resolved by the bundler as `@zondax/docs-edge-site`).
 */
import site from '@zondax/docs-edge-site';
import {createWorker} from './worker';

export default createWorker(site);
