import React, {type ComponentProps, type ReactNode} from 'react';
import {tableLabelProp, tableStackProp} from '@site/src/plugins/table-labels/label';
import TableScroll from './index';

type Props = ComponentProps<'table'> & {[tableLabelProp]?: string; [tableStackProp]?: string};

/**
 * A Markdown table (MDXComponents 'table'), named by the label the rehype plugin
 * src/plugins/table-labels wrote on it: its caption, or the heading it sits under. The same plugin
 * labelled its cells and marked whether it is read as cards on a phone.
 */
export default function MarkdownTable({[tableLabelProp]: label, [tableStackProp]: stack, ...props}: Props): ReactNode {
  return (
    <TableScroll label={label ?? 'Table'} stackOnPhone={stack === 'phone'}>
      <table {...props} />
    </TableScroll>
  );
}
