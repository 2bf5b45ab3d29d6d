import React, {type ComponentProps, type ReactNode} from 'react';
import {tableLabelProp} from '@site/src/plugins/table-labels/label';
import TableScroll from './index';

type Props = ComponentProps<'table'> & {[tableLabelProp]?: string};

/**
 * A Markdown table (MDXComponents 'table'), named by the label the rehype plugin
 * src/plugins/table-labels wrote on it: its caption, or the heading it sits under.
 */
export default function MarkdownTable({[tableLabelProp]: label, ...props}: Props): ReactNode {
  return (
    <TableScroll label={label ?? 'Table'}>
      <table {...props} />
    </TableScroll>
  );
}
