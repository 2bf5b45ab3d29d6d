import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDocVisualizationTest, visualizeDocumentPath} from '@site/src/components/chrome/NavMenus/useDocVisualizationTest';
import styles from './styles.module.css';

/** The /visualize-document navbar link, present only while docVisualizationTest is 'true' (SPEC 2.1, 2.5). */
export default function VisualizeLink({className}: {className?: string}): ReactNode {
  if (!useDocVisualizationTest()) return null;
  return (
    <Link to={visualizeDocumentPath} className={clsx(styles.link, className)} data-visualize-link>
      Visualize document
    </Link>
  );
}
