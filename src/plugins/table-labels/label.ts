/** The attribute on a Markdown table that carries its accessible name from build time to the component. */
export const tableLabelProp = 'data-table-label';

/** The attribute on a Markdown table whose rows become labelled cards at phone width (see ./stack.ts). */
export const tableStackProp = 'data-table-stack';

/**
 * The attribute on a body cell naming its column: the card layout shows it as the cell's label
 * (TableScroll's styles, `attr(data-label)`), as the supported-methods rows do.
 */
export const cellLabelProp = 'data-label';

/**
 * The attribute on the first cell of a two-column table's row when the table is read as cards: the cell (a name: a
 * field, a method, a variable) titles its card, and the other cell takes the card's whole width under it.
 */
export const cardTitleProp = 'data-card-title';
