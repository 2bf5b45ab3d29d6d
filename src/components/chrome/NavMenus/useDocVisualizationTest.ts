import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** SPEC 2.1, 2.5: the docVisualizationTest site setting ('true' shows /visualize-document and hides search). */
export function useDocVisualizationTest(): boolean {
  return useDocusaurusContext().siteConfig.customFields?.docVisualizationTest === 'true';
}

/** Route of the document-visualisation page linked while docVisualizationTest is on. */
export const visualizeDocumentPath = '/visualize-document';
