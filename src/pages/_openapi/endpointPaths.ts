import {codeSegments} from '@zondax/docs-core/text/codeSegments';

/** The path in Redoc's endpoint box, after its HTTP verb. */
const endpointPathSelector = '.http-verb + span';
const marked = 'data-path-breaks';

/**
 * Redoc keeps each endpoint's path on one line and cuts its end with an ellipsis: at 1440 px 57 of this reference's
 * 58 paths lost the part that names the resource, and on a phone all of them did. The page's stylesheet lets a path
 * wrap; this gives it the places to wrap at, after its slashes (codeSegments, as the site's own code names wrap),
 * instead of at whichever letter reaches the edge. The text node Redoc rendered keeps the first part and the others
 * follow it, so React still finds its node; a path's text does not change once rendered, so each is split once.
 */
export function breakEndpointPaths(root: ParentNode): void {
  for (const span of Array.from(root.querySelectorAll<HTMLElement>(`${endpointPathSelector}:not([${marked}])`))) {
    span.setAttribute(marked, '');
    const text = span.firstChild;
    if (!(text instanceof Text) || span.childNodes.length !== 1) continue;
    const [first, ...rest] = codeSegments(text.data);
    if (rest.length === 0) continue;
    text.data = first;
    text.after(...rest.flatMap((part) => [document.createElement('wbr'), part]));
  }
}
