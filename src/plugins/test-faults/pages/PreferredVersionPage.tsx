/**
 * Test-only page (E2E_FAULTS=true builds): shows the docs preferred version of the zemu
 * section and saves one, through the docs plugin's own hook, so SPEC 4's storage rules can
 * be observed (the site has one version per section, so no version dropdown saves it).
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import {preferredVersionPluginId} from '../fixtures';

/** Inside Layout, which provides the docs preferred version context. */
function PreferredVersion(): ReactNode {
  const {preferredVersion, savePreferredVersionName} = useDocsPreferredVersion(preferredVersionPluginId);
  return (
    <>
      <p data-e2e="preferred-version">{preferredVersion?.name ?? 'none'}</p>
      <button type="button" className="button button--secondary" onClick={() => savePreferredVersionName('current')}>
        Save current
      </button>
    </>
  );
}

export default function PreferredVersionPage(): ReactNode {
  return (
    <Layout title="Preferred version test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Preferred version test</h1>
        <PreferredVersion />
      </main>
    </Layout>
  );
}
