import {describe, expect, it} from 'vitest';
import {pwaWorkerParams} from '../../src/internals/contracts';
import {checkPwaWorkerContract, installedPwaSources} from '../../src/internals/build/pwaWorkerContract';
import {brokenContract} from './fixtures/brokenContract';

describe('the plugin-pwa worker contract (src/pwa/register.ts speaks its URL format)', () => {
  it('holds for the installed @docusaurus/plugin-pwa', () => {
    expect(() => checkPwaWorkerContract()).not.toThrow();
  });

  it('fails, naming the contract, when the plugin no longer defines the worker URL under that name', () => {
    const sources = installedPwaSources();
    const plugin = sources.plugin.replaceAll('PWA_SERVICE_WORKER_URL', 'PWA_WORKER_URL');
    expect(() => checkPwaWorkerContract({...sources, plugin})).toThrow(brokenContract(pwaWorkerParams, /PWA_SERVICE_WORKER_URL/));
  });

  it('fails, naming the contract, when the worker reads its parameters some other way', () => {
    const sources = installedPwaSources();
    const worker = sources.worker.replace(/\.get\('params'\)/, ".get('options')");
    expect(worker).not.toBe(sources.worker);
    expect(() => checkPwaWorkerContract({...sources, worker})).toThrow(brokenContract(pwaWorkerParams, /params query/));
  });
});
