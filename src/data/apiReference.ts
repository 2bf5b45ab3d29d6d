/**
 * The site's API reference: the page that draws it with Redoc (src/pages/OpenAPI.tsx) and the OpenAPI document it
 * draws (static/, so at the build's root). The page's Markdown twin and the search records list its operations from
 * the same document (@zondax/docs-core/openapi/reference).
 */
export const apiReferencePage = {
  path: '/OpenAPI',
  document: 'beryx-openapi.json',
} as const;
