import type {OpenApiDocument} from '../src/openapi/reference';

/**
 * A small OpenAPI document with what the reference's reader-facing forms must handle: two tags, an operation named as
 * its tag, referenced parameters, a list answer, an answer that is not JSON, code marks in descriptions. For the
 * tests of docs-core's openapi/reference and of the site's search records made from it.
 */
export const fixtureOpenApiDocument: OpenApiDocument = {
  tags: [
    {name: 'Events', description: 'Events emitted by contracts, paged with `limit` and `cursor`.'},
    {name: 'Tools', description: 'Conversions.'},
  ],
  paths: {
    '/v3/{network}/events/selector/{selectorId}': {
      get: {
        tags: ['Events'],
        operationId: 'getEventsBySelector',
        summary: 'Events with a given selector',
        description: 'Events whose topic 0 is `selectorId`.',
        parameters: [{$ref: '#/components/parameters/Network'}, {name: 'selectorId', in: 'path', required: true, description: 'Topic 0.'}],
        responses: {
          '200': {
            description: 'A page of events.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    events: {type: 'array', items: {$ref: '#/components/schemas/Event'}},
                    next_cursor: {type: 'string', description: 'Pass it as `cursor`.'},
                  },
                },
              },
            },
          },
        },
      },
    },
    '/v3/{network}/tipset/height/{height}': {
      get: {
        tags: ['Events'],
        operationId: 'getTipsets',
        summary: 'Events',
        responses: {
          '200': {
            description: 'Tipsets.',
            content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/Tipset'}}}},
          },
        },
      },
    },
    '/v3/{network}/ipfs/{cid}': {
      get: {
        tags: ['Tools'],
        operationId: 'getIpfs',
        summary: 'Content on IPFS',
        responses: {'200': {description: 'The content.', content: {'application/zip': {}, 'text/plain': {}}}},
      },
    },
  },
  components: {parameters: {Network: {name: 'network', in: 'path', required: true, description: 'Filecoin network.'}}},
};
