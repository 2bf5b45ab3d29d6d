/**
 * How /search names its query in its title and heading: a question can be 1,000 characters (issue 60), so
 * a long one is named by its start (the whole words that fit in the modal's 64 characters, then an
 * ellipsis); the search box holds it whole.
 */
import {limits} from '@zondax/docs-core/limits';

export function titleQuery(query: string, max: number = limits.searchQueryMaxLength): string {
  if (query.length <= max) return query;
  const cut = query.lastIndexOf(' ', max);
  return `${query.slice(0, cut > max / 2 ? cut : max).trimEnd()}…`;
}
