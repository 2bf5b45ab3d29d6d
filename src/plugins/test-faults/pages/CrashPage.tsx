/**
 * Test-only page (E2E_FAULTS=true builds): pressing the button makes the content throw an
 * error with a chain of causes, inside the theme Layout, so the layout's crash fallback shows.
 */
import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {crashMessages} from '../fixtures';

function Crasher(): ReactNode {
  const [crash, setCrash] = useState(false);
  if (crash) {
    const [outer, middle, root] = crashMessages;
    throw new Error(outer, {cause: new Error(middle, {cause: new Error(root)})});
  }
  return (
    <>
      <p data-e2e="crash-normal">Normal content of the crash test page.</p>
      <button type="button" className="button button--secondary" onClick={() => setCrash(true)}>
        Crash this page
      </button>
    </>
  );
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <Crasher />
      </main>
    </Layout>
  );
}
