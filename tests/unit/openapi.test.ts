import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it, expect} from 'vitest';
import {validate} from '@readme/openapi-parser';
import type {OpenAPIV3} from 'openapi-types';
import {sample} from 'openapi-sampler';
import {apiOperations, apiReference, type OpenApiDocument} from '@zondax/docs-core/openapi/reference';

const specPath = path.resolve(__dirname, '../../static/beryx-openapi.json');
const load = (): OpenAPIV3.Document => JSON.parse(readFileSync(specPath, 'utf8'));

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operations(doc: OpenAPIV3.Document): OpenAPIV3.OperationObject[] {
  return Object.values(doc.paths ?? {}).flatMap((item) =>
    methods.map((m) => item?.[m]).filter((op): op is OpenAPIV3.OperationObject => Boolean(op)),
  );
}

describe('Beryx OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    // validate() dereferences in place, so give it its own copy
    const result = await validate(load());
    if (!result.valid) {
      throw new Error(result.errors.map((e) => e.message).join('\n'));
    }
    expect(result.valid).toBe(true);
    expect(result.specification).toBe('OpenAPI');
    expect(load().openapi).toMatch(/^3\.(0|1)\./);
  }, 30_000);

  it('declares tags and has at least one operation per tag', () => {
    const doc = load();
    const tags = (doc.tags ?? []).map((t) => t.name);
    expect(tags.length).toBeGreaterThan(0);
    const ops = operations(doc);
    for (const tag of tags) {
      expect(
        ops.filter((op) => op.tags?.includes(tag)),
        `tag "${tag}" has no operation`,
      ).not.toHaveLength(0);
    }
  });

  it('only uses declared tags and unique operation ids', () => {
    const doc = load();
    const tags = new Set((doc.tags ?? []).map((t) => t.name));
    const ids = new Set<string>();
    for (const op of operations(doc)) {
      for (const tag of op.tags ?? []) expect(tags.has(tag), `undeclared tag "${tag}"`).toBe(true);
      expect(op.operationId).toBeTruthy();
      expect(ids.has(op.operationId!), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId!);
    }
  });

  it('requires a bearer token and points at the public API host', () => {
    const doc = load();
    expect(doc.servers?.[0]?.url).toBe('https://api.zondax.ch');
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({type: 'http', scheme: 'bearer'});
  });
});

/**
 * Redoc builds its response samples from `example` values; without them every sample value read
 * "string". Each leaf property of each schema carries an example of its own type (objects and arrays
 * are checked through their parts unless they carry a whole example themselves).
 */
describe('Beryx OpenAPI examples', () => {
  type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;
  const typeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v);
  const fits = (type: string | undefined, value: unknown) =>
    type === undefined || typeOf(value) === type || (type === 'number' && typeOf(value) === 'integer');

  function missing(schema: Schema, where: string, out: string[]): void {
    if ('$ref' in schema) return;
    if (schema.example !== undefined) {
      if (!fits(schema.type, schema.example)) out.push(`${where}: example is ${typeOf(schema.example)}, schema says ${schema.type}`);
      if (schema.example === 'string') out.push(`${where}: the placeholder "string"`);
      return;
    }
    if (schema.allOf) return schema.allOf.forEach((s, i) => missing(s, `${where}.allOf[${i}]`, out));
    if (schema.type === 'array') return missing(schema.items, `${where}[]`, out);
    if (schema.properties) {
      for (const [name, prop] of Object.entries(schema.properties)) missing(prop, `${where}.${name}`, out);
      return;
    }
    if (schema.type === 'object' || schema.type === undefined) return; // free-form values: no fixed shape to show
    if (schema.enum) return; // Redoc samples the first enum value
    out.push(`${where}: no example`);
  }

  it('every schema property has an example of its type', () => {
    const out: string[] = [];
    for (const [name, schema] of Object.entries(load().components?.schemas ?? {})) missing(schema, name, out);
    expect(out).toEqual([]);
  });

  it('examples use the formats the API documents: f-addresses, bafy CIDs, attoFIL amounts as digit strings', () => {
    const props = (name: string) =>
      (load().components!.schemas![name] as OpenAPIV3.SchemaObject).properties as Record<string, OpenAPIV3.SchemaObject>;
    const tx = props('Transaction');
    expect(tx.tx_from.example).toMatch(/^f[0-4]/);
    expect(tx.tx_cid.example).toMatch(/^bafy2bzace[a-z2-7]+$/);
    expect(tx.amount.example).toMatch(/^\d+$/);
    expect(props('RichListEntry').balance.example).toMatch(/^\d+$/);
    expect(props('Tipset').height.example).toBeGreaterThan(0);
  });

  it('the JSON-RPC endpoint shows a result and an error as separate examples, never both in one answer', () => {
    const doc = load();
    const rpc = operations(doc).filter((op) => JSON.stringify(op.requestBody ?? {}).includes('JsonRpcRequest'));
    expect(rpc.length).toBeGreaterThan(0);
    for (const op of rpc) {
      const media = (op.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json'];
      const answers = Object.values(media.examples ?? {}).map((e) => (e as OpenAPIV3.ExampleObject).value);
      expect(answers.some((a) => 'result' in a)).toBe(true);
      expect(answers.some((a) => 'error' in a)).toBe(true);
      for (const a of answers) expect('result' in a && 'error' in a).toBe(false);
    }
  });
});

/**
 * The answers' shapes as the explorer's code reads them (web-beryx-explorer at the commit the document records in
 * x-checked-against): rankings come inside `results`, tipsets by height or CID as an array, and no answer is left
 * as a bare free-form object.
 */
describe('Beryx OpenAPI answers, as checked in the explorer', () => {
  const doc = load();
  const answer = (path: string) =>
    ((doc.paths![path]!.get!.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json'].schema ??
      {}) as OpenAPIV3.SchemaObject;
  /** A schema with its component references followed. */
  const resolve = (schema: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject | undefined) => {
    while (schema && '$ref' in schema) schema = doc.components!.schemas![schema.$ref.split('/').pop()!];
    return schema;
  };

  it('records the repository and commit it was checked against', () => {
    const checked = (doc as unknown as Record<string, {repository: string; commit: string; paths: string[]}>)['x-checked-against'];
    expect(checked.repository).toBe('https://github.com/Zondax/web-beryx-explorer');
    expect(checked.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(checked.paths.length).toBeGreaterThan(0);
    // The info block tells the reader the same commit.
    expect(doc.info.description).toContain(`commit ${checked.commit.slice(0, 7)}`);
  });

  it('every ranking answers with its entries in `results`', () => {
    const rankings = Object.keys(doc.paths!).filter((p) => /\/(rich-list|leaderboard|contract\/top|value-exchanged\/top)\//.test(p));
    expect(rankings.length).toBe(6);
    for (const path of rankings) {
      const schema = answer(path);
      expect(schema.type, path).toBe('object');
      expect((schema.properties!.results as OpenAPIV3.ArraySchemaObject).type, path).toBe('array');
    }
  });

  it('each list answers under the key the explorer reads (its tabs, token list, charts and search)', () => {
    const key: Record<string, string> = {
      '/fil/data/v3/{network}/events/height/{height}': 'events',
      '/fil/data/v3/{network}/events/address/{address}': 'events',
      '/fil/data/v3/{network}/events/tx-cid/{txCid}': 'events',
      '/fil/data/v3/{network}/events/selector/{selectorId}': 'events',
      '/fil/data/v3/{network}/multisig/address/{address}/state/traces': 'traces',
      '/fil/data/v3/{network}/multisig/address/{address}/proposals': 'proposals',
      '/fil/data/v3/{network}/erc20/contracts': 'tickers',
      '/fil/data/v3/{network}/search/full/{input}': 'results',
      '/fil/stats/v3/{network}/value-flow/{address}/latest': 'results',
      '/fil/stats/v3/{network}/value-exchanged/{address}/latest': 'results',
    };
    for (const [path, name] of Object.entries(key)) {
      const schema = resolve(answer(path))!;
      expect(schema.type, path).toBe('object');
      expect((schema.properties?.[name] as OpenAPIV3.SchemaObject | undefined)?.type, path).toBe('array');
    }
  });

  it("a contract's verification comes inside `verified`, which is false when it is not verified", () => {
    const verified = answer('/fil/decoder/v3/{network}/contract/verified/{address}').properties!.verified as OpenAPIV3.SchemaObject;
    expect(verified.allOf).toEqual([{$ref: '#/components/schemas/ContractVerifiedData'}]);
    expect(verified.description).toContain('`false`');
  });

  it('tipsets by height and by CID come as an array', () => {
    for (const path of ['/fil/data/v3/{network}/tipset/height/{height}', '/fil/data/v3/{network}/tipset/hash/{tipsetCid}'])
      expect(answer(path)).toMatchObject({type: 'array', items: {$ref: '#/components/schemas/Tipset'}});
  });

  it('an operation takes a cursor exactly when its answer carries a next_cursor (/beryx-api says so)', () => {
    // The document read as the reference's twin and search read it: parameters and answer fields with references followed.
    const ops = apiOperations(apiReference(doc as unknown as OpenApiDocument));
    expect(ops.length).toBe(operations(doc).length);
    const paged = ops.filter((op) => op.parameters.some((p) => p.in === 'query' && p.name === 'cursor'));
    expect(paged.length).toBeGreaterThan(20);
    for (const op of ops)
      expect(
        op.answer.fields.some((f) => f.name === 'next_cursor'),
        op.operationId,
      ).toBe(paged.includes(op));
  });

  it('no answer is a bare free-form object: each names its fields, or says why it cannot', () => {
    const bare = operations(doc).filter((op) => {
      const media = (op.responses['200'] as OpenAPIV3.ResponseObject | undefined)?.content?.['application/json'];
      const schema = media?.schema as OpenAPIV3.SchemaObject | undefined;
      const items = schema?.type === 'array' ? (schema.items as OpenAPIV3.SchemaObject) : schema;
      return items?.type === 'object' && !items.properties && !items.description;
    });
    expect(bare.map((op) => op.operationId)).toEqual([]);
  });
});

/**
 * What /OpenAPI shows for each answer: Redoc builds the sample with openapi-sampler (its own
 * dependency, imported here so the test sees the same sample, not a re-implementation).
 */
describe('Beryx OpenAPI response samples as Redoc draws them', () => {
  const doc = load();
  const samples = operations(doc).flatMap((op) =>
    Object.entries(op.responses).flatMap(([code, response]) =>
      Object.values((response as OpenAPIV3.ResponseObject).content ?? {}).flatMap((media) =>
        media.schema
          ? [{where: `${op.operationId} ${code}`, value: sample(media.schema as object, {skipReadOnly: true}, doc) as unknown}]
          : [],
      ),
    ),
  );

  /** Placeholders of a sample: the sampler's "string" for a string with no example, and empty list items. */
  function placeholders(value: unknown, where: string, out: string[]): string[] {
    if (value === 'string') out.push(`${where}: "string"`);
    else if (Array.isArray(value)) value.forEach((v, i) => placeholders(v, `${where}[${i}]`, out));
    else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0 && /\]$/.test(where)) out.push(`${where}: {}`);
      for (const [k, v] of entries) placeholders(v, `${where}.${k}`, out);
    }
    return out;
  }

  it('covers every list answer', () => {
    const lists = samples.filter(({value}) => value && typeof value === 'object' && 'next_cursor' in value);
    expect(lists.length).toBeGreaterThanOrEqual(16);
  });

  const isList = (value: unknown): value is Record<string, unknown> =>
    Boolean(value && typeof value === 'object' && 'next_cursor' in value);

  it('no list answer shows "string" or an empty {} item: items carry their fields, cursors a value', () => {
    const lists = samples.filter(({value}) => isList(value));
    expect(lists.flatMap(({where, value}) => placeholders(value, where, []))).toEqual([]);
    for (const {where, value} of lists) {
      const items = Object.values(value as object).find(Array.isArray) as unknown[] | undefined;
      expect(Object.keys((items?.[0] ?? {}) as object).length, where).toBeGreaterThan(1);
    }
  });

  it("the address conversions answer with each other's example: one address in its two forms", () => {
    const answer = (id: string) => samples.find(({where}) => where === `${id} 200`)?.value;
    const pathExample = (id: string) =>
      ((operations(doc).find((op) => op.operationId === id)!.parameters ?? []) as OpenAPIV3.ParameterObject[]).find(
        (p) => p.name === 'address',
      )?.example;
    expect(answer('ethAddressToFil')).toBe(pathExample('filAddressToEth'));
    expect(answer('filAddressToEth')).toBe(pathExample('ethAddressToFil'));
    expect(answer('ethAddressToFil')).toMatch(/^f410f[a-z2-7]+$/);
  });

  it('names no URL in the info block that could pass for the API base URL: the servers give that', () => {
    expect(doc.info.contact?.url).toBeUndefined();
    expect(JSON.stringify(doc.info)).not.toContain('https://');
    expect(doc.servers?.map((s) => s.url)).toEqual(['https://api.zondax.ch']);
  });
});
