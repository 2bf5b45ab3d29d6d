/**
 * Wraps @docusaurus/theme-classic 3.8.1 TOCCollapsible/CollapseButton.
 * Why: the phone's "On this page" button opens and closes the page's table of contents but does not
 * say which it is; screen readers announce its state from aria-expanded (the original spreads extra
 * props onto its <button>).
 */
import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CollapseButtonType>;

export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
