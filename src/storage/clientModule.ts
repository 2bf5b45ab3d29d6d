/**
 * Runs before the app renders: an unusable local storage is replaced by an in-memory one
 * (src/storage/memoryFallback.ts), so theme, search history, consent and the other stored
 * preferences keep working for the visit with a single console warning.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installMemoryStorageFallback} from './memoryFallback';

if (ExecutionEnvironment.canUseDOM) installMemoryStorageFallback(window);

export {};
