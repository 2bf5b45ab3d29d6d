/**
 * Wraps @docusaurus/theme-classic 3.8.1 EditThisPage (the doc footer's "Edit this page" link) to put
 * "Report a problem with this page" (src/components/chrome/ReportProblem, issue 60) beside it. EditThisPage
 * renders only in a doc page's footer, so every doc page has both links and no other page has either.
 */
import React, {type ReactNode} from 'react';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type {WrapperProps} from '@docusaurus/types';
import ReportProblem from '@site/src/components/chrome/ReportProblem';
import styles from './styles.module.css';

type Props = WrapperProps<typeof EditThisPageType>;

export default function EditThisPageWrapper(props: Props): ReactNode {
  return (
    <span className={styles.links}>
      <EditThisPage {...props} />
      <ReportProblem />
    </span>
  );
}
