import React from 'react';
import Layout from '@theme/Layout';
import MarkdownTwinLink from '@site/src/components/chrome/MarkdownTwinLink';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {browserStorageInventory, consentServices} from '@site/src/consent/services';
import {provider} from '@site/src/data/site';
import {openConsentSettings} from '@site/src/consent/events';
import TableScroll from '@site/src/components/mdx/TableScroll';
import CodeBreaks from '@site/src/components/CodeBreaks';
import styles from './privacy-notice.module.css';

/** Generated from the consent configuration, so it lists exactly what the code stores and sends. */
export default function PrivacyNotice(): React.ReactElement {
  return (
    <Layout
      title="Privacy notice for these docs"
      description="What this documentation site stores in your browser and what it sends where, generated from its consent configuration."
    >
      <MarkdownTwinLink />
      <main className={styles.page}>
        <Heading as="h1">Privacy notice for these docs</Heading>
        <p>
          This documentation site has no accounts, forms or backend. This page lists everything it keeps in your browser and every service
          that may receive data, taken from the same configuration the consent dialog uses. The company-wide{' '}
          <Link href={`${provider.mainSiteOrigin}/privacy-policy`}>privacy policy</Link> covers the rest.
        </p>
        <p>
          <button type="button" className="button button--primary" onClick={openConsentSettings}>
            Change your choices
          </button>
        </p>

        <Heading as="h2" id="services">
          Services and consent
        </Heading>
        <TableScroll label="Services and consent" stackOnPhone>
          <table>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Purpose</th>
                <th scope="col">Default</th>
                <th scope="col">Sent where</th>
              </tr>
            </thead>
            <tbody>
              {consentServices.map((s) => (
                <tr key={s.name}>
                  <th scope="row">
                    {s.title}
                    <br />
                    <span className={styles.muted}>{s.description}</span>
                  </th>
                  <td data-label="Purpose">{s.purposes.join(', ')}</td>
                  <td data-label="Default">{s.required ? 'Always on (required)' : s.default ? 'On' : 'Off until you opt in'}</td>
                  <td data-label="Sent where">{s.sendsTo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>

        <Heading as="h2" id="storage">
          Stored in your browser
        </Heading>
        <p>Only local storage is used; there are no cookies unless you opt in to usage statistics.</p>
        <TableScroll label="Stored in your browser" stackOnPhone>
          <table>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">What</th>
                <th scope="col">Written when</th>
              </tr>
            </thead>
            <tbody>
              {browserStorageInventory.map((item) => (
                <tr key={item.keys.join()}>
                  <th scope="row">
                    {item.keys.map((key, i) => (
                      <React.Fragment key={key}>
                        {i > 0 && <br />}
                        <code className={styles.key}>
                          <CodeBreaks text={key} />
                        </code>
                      </React.Fragment>
                    ))}
                  </th>
                  <td data-label="What">{item.what}</td>
                  <td data-label="Written when">{item.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </main>
    </Layout>
  );
}
