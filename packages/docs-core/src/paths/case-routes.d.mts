export function routeOfHtmlFile(file: string): string;
export function routesByLowerCase(routes: Iterable<string>): Map<string, string | null>;
export function caseRedirectTarget(page: string, withSlash: boolean): string;
