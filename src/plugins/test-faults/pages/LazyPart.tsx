import React, {type ReactNode} from 'react';

/**
 * Loaded in its own chunk by LazyPage; the e2e test makes that chunk fail, then succeed, finding
 * it by this text (kept literal here so no other chunk contains it; ../fixtures.ts has the same).
 */
export default function LazyPart(): ReactNode {
  return <p data-e2e="lazy-loaded">The lazily loaded part has loaded.</p>;
}
