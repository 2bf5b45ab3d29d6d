import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it, expect} from 'vitest';
import {validate} from '@readme/openapi-parser';
import type {OpenAPIV3} from 'openapi-types';

const specPath = path.resolve(__dirname, '../../static/openapi/beryx.json');
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
      expect(ops.filter((op) => op.tags?.includes(tag)), `tag "${tag}" has no operation`).not.toHaveLength(0);
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
