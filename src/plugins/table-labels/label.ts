/** The attribute on a Markdown table that carries its accessible name from build time to the component. */
export const tableLabelProp = 'data-table-label';
