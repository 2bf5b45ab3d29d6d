/**
 * An OpenAPI 3 document's operations as the site's API reference (/OpenAPI) shows them, for what cannot run Redoc: the
 * page's Markdown twin (what assistants and the MCP tools read), the search records and the page's own links. Each
 * operation has two anchors that name the same place: its heading's anchor in the twin (the site's heading rule,
 * markdown/anchors.mjs), which search results and the tools cite, and Redoc's, which the page turns the first into.
 */
import {anchorSlugger} from '../markdown/anchors.mjs';
import type {MarkdownSection} from '../markdown/sections';

/** What this module reads of an OpenAPI 3 document (the shapes it uses, loosely typed). */
export interface OpenApiDocument {
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, unknown>>;
  components?: {schemas?: Record<string, Schema>; parameters?: Record<string, Parameter>};
}
interface Schema {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  description?: string;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
interface Operation {
  tags?: string[];
  operationId: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses?: Record<string, {description?: string; content?: Record<string, {schema?: Schema}>}>;
}

export interface ApiField {
  name: string;
  type: string;
  description: string;
}

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
}

export interface ApiOperation {
  tag: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  /** The successful answer: its media types and, for JSON, its top-level fields, or its type as a whole ('array of Tipset'). */
  answer: {description: string; mediaTypes: string[]; fields: ApiField[]; whole?: string};
  /** The operation's heading anchor in the Markdown twin. */
  anchor: string;
  /** Redoc's anchor for it (tag/{tag}/operation/{operationId}). */
  redocAnchor: string;
}

export interface ApiTag {
  name: string;
  description: string;
  /** The tag's heading anchor in the Markdown twin. */
  anchor: string;
  operations: ApiOperation[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const refName = (ref: string) => ref.split('/').pop()!;

/** A schema's name as a reader sees it: its component's name, or its type. */
function typeName(schema: Schema | undefined): string {
  if (!schema) return 'any value';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.allOf?.length === 1 && schema.allOf[0].$ref) return refName(schema.allOf[0].$ref);
  if (schema.type === 'array') return `array of ${typeName(schema.items)}`;
  return schema.type ?? 'any value';
}

/** A JSON answer's top-level fields, or (when it has none) its type as a whole ('array of Tipset'). */
function jsonAnswer(doc: OpenApiDocument, schema: Schema | undefined): {fields: ApiField[]; whole?: string} {
  let resolved = schema;
  while (resolved?.$ref) resolved = doc.components?.schemas?.[refName(resolved.$ref)];
  if (!resolved?.properties) return {fields: [], whole: typeName(schema)};
  const fields = Object.entries(resolved.properties).map(([name, s]) => ({name, type: typeName(s), description: s.description ?? ''}));
  return {fields};
}

function parameterOf(doc: OpenApiDocument, p: Parameter): ApiParameter {
  const resolved = p.$ref ? doc.components?.parameters?.[refName(p.$ref)] : p;
  return {
    name: resolved?.name ?? '',
    in: resolved?.in ?? '',
    required: Boolean(resolved?.required),
    description: resolved?.description ?? '',
  };
}

/**
 * The document's tags in its order, each with its operations in the order of the paths (as Redoc lists them);
 * anchors as a page with these headings gets them (a tag's heading, then its operations' headings, in turn).
 */
export function apiReference(doc: OpenApiDocument): ApiTag[] {
  const idFor = anchorSlugger();
  const operations: Omit<ApiOperation, 'anchor'>[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const ok = op.responses?.['200'] ?? op.responses?.['201'];
      const content = ok?.content ?? {};
      const tag = op.tags?.[0] ?? '';
      operations.push({
        tag,
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? op.operationId,
        description: op.description ?? '',
        parameters: (op.parameters ?? []).map((p) => parameterOf(doc, p)),
        answer: {
          description: ok?.description ?? '',
          mediaTypes: Object.keys(content),
          ...(content['application/json'] ? jsonAnswer(doc, content['application/json'].schema) : {fields: []}),
        },
        redocAnchor: `tag/${tag}/operation/${op.operationId}`,
      });
    }
  }
  return (doc.tags ?? []).map((tag) => ({
    name: tag.name,
    description: tag.description ?? '',
    anchor: idFor(tag.name),
    operations: operations.filter((op) => op.tag === tag.name).map((op) => ({...op, anchor: idFor(op.summary)})),
  }));
}

/** Every operation of the reference, in page order. */
export function apiOperations(reference: readonly ApiTag[]): ApiOperation[] {
  return reference.flatMap((tag) => tag.operations);
}

/** A Markdown code span that holds any text (a path with braces, a name with a backtick). */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** How the twin names an operation's id, under its heading: what a Redoc anchor's operation is found by. */
const operationIdMark = (operationId: string) => `operation id ${code(operationId)}`;

/**
 * The reference as Markdown: a section (##) per tag and one (###) per operation with its method and path, what it
 * does, its parameters and the fields of its answer. Headings carry no Markdown, so their anchors are those of
 * apiReference (a page whose earlier headings are h1 only).
 */
export function apiReferenceMarkdown(reference: readonly ApiTag[]): string {
  const out: string[] = [];
  for (const tag of reference) {
    out.push(`## ${tag.name}`, '');
    if (tag.description) out.push(tag.description, '');
    for (const op of tag.operations) {
      out.push(`### ${op.summary}`, '', `${code(`${op.method} ${op.path}`)} (${operationIdMark(op.operationId)})`, '');
      if (op.description) out.push(op.description, '');
      if (op.parameters.length > 0) {
        out.push('Parameters:', '');
        for (const p of op.parameters)
          out.push(`- ${code(p.name)} (${p.in}${p.required ? ', required' : ''}${p.description ? `): ${p.description}` : ')'}`);
        out.push('');
      }
      const {answer} = op;
      const kinds = answer.mediaTypes.some((t) => t !== 'application/json') ? answer.mediaTypes.map(code).join(' or ') : answer.whole;
      out.push(`Answer${answer.description ? `: ${answer.description}` : ''}${kinds ? ` (${kinds})` : ''}`, '');
      for (const f of answer.fields) out.push(`- ${code(f.name)}: ${f.type}${f.description ? `. ${f.description}` : ''}`);
      if (answer.fields.length > 0) out.push('');
    }
  }
  return out.join('\n').trimEnd() + '\n';
}

/** Whether a name is one of Redoc's anchors ('tag/Events', 'tag/Events/operation/getTipsets', 'operation/getTipsets'). */
export const isRedocAnchor = (text: string) => /^#?(tag|operation)\//.test(text);

/**
 * The twin's section a Redoc anchor names, as a reader copies it from the address bar once Redoc has moved it
 * ('tag/Events', 'tag/Events/operation/getTipsets', 'operation/getTipsets'), or a bare operation id: an operation's
 * section (level 3) by its id under the heading, a tag's (level 2) by its name. The reference follows the page's
 * introduction, so of two sections with a tag's name the last is the tag's. An operation id may also be a heading's
 * anchor (Beryx's 'search' and its tag's heading): a caller tries the heading first.
 */
export function apiReferenceSection(markdown: string, sections: readonly MarkdownSection[], anchor: string): MarkdownSection | undefined {
  const redoc = /^(?:tag\/([^/]+)\/)?operation\/([^/]+)$|^tag\/([^/]+)$/.exec(anchor.replace(/^#/, ''));
  const operationId = redoc ? redoc[2] : /^[A-Za-z_][\w.-]*$/.test(anchor) ? anchor : undefined;
  if (operationId) {
    const mark = `(${operationIdMark(operationId)})`;
    return sections.find((s) => s.level === 3 && markdown.slice(s.start, s.end).includes(mark));
  }
  // Redoc writes a tag's name slugified ('Account Balances' as 'Account-Balances').
  const slug = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '-');
  const tag = redoc?.[3];
  return tag ? sections.filter((s) => s.level === 2 && slug(s.title) === slug(tag)).pop() : undefined;
}
