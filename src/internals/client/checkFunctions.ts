import {contractBroken, themeInternalHooks} from '../contracts';

/** Fails with the contract when an internal hook the site reads is no longer a function of that name. */
export function checkFunctions(hooks: Record<string, unknown>): void {
  for (const [name, hook] of Object.entries(hooks)) {
    if (typeof hook !== 'function') throw contractBroken(themeInternalHooks, `${name} is ${typeof hook}`);
  }
}
