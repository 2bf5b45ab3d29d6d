import {apiReference, type OpenApiDocument} from '@zondax/docs-core/openapi/reference';
import spec from '@site/static/beryx-openapi.json';

/**
 * Search results and the assistant tools cite a tag or an operation of the reference by its heading's anchor in the
 * page's Markdown twin ('#events-with-a-given-selector', @zondax/docs-core/openapi/reference); Redoc knows it as
 * 'tag/Events/operation/getEventsBySelector'. The one Redoc knows for a twin's anchor, if it is one.
 */
const redocAnchors = new Map(
  apiReference(spec as unknown as OpenApiDocument).flatMap((tag) => [
    [tag.anchor, `tag/${tag.name}`] as const,
    ...tag.operations.map((op) => [op.anchor, op.redocAnchor] as const),
  ]),
);

export function redocAnchorFor(hash: string): string | undefined {
  try {
    return redocAnchors.get(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return undefined; // a hash that is not valid percent-encoding names nothing here
  }
}
