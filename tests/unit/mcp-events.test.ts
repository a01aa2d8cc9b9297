import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {openBuildDir} from '../../lib/mcp/buildDir';
import {createPortalServer, loadPortalContent} from '../../lib/mcp/server';
import {createEventTools} from '../../lib/mcp/events';
import {openPortal} from '../../lib/mcp/portal';
import {ToolInputError} from '../../lib/mcp/suggest';
import {tempTree} from '../support/tempTree';

/**
 * The event tools of the MCP server (lib/mcp/events.ts) on a small build directory made here: one
 * event API's AsyncAPI download (as lib/asyncapi/downloads.ts writes it), one REST API with one
 * operation page. The tools read nothing else, so this is all a build gives them.
 */

// Results are JSON the tests read by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

const document = {
  asyncapi: '3.0.0',
  info: {
    title: 'Parcel events',
    version: '1.2.0',
    description: 'Events of parcels on their way.\n\nA second paragraph.',
    contact: {name: 'Team Shipping', email: 'shipping@lindenkauf.example'},
  },
  'x-public': true,
  servers: {production: {host: 'kafka.lindenkauf.example:9093', protocol: 'kafka-secure'}},
  channels: {
    parcelTracking: {
      address: 'lindenkauf.shipping.parcel-tracking.v1',
      messages: {parcelScanned: {$ref: '#/components/messages/parcelScanned'}},
      bindings: {kafka: {partitions: 6, replicas: 3, topicConfiguration: {'cleanup.policy': ['compact']}}},
    },
  },
  operations: {
    publishParcelTracking: {
      action: 'send',
      channel: {$ref: '#/channels/parcelTracking'},
      messages: [{$ref: '#/channels/parcelTracking/messages/parcelScanned'}],
    },
  },
  components: {
    messages: {
      parcelScanned: {
        name: 'ParcelScanned',
        title: 'Parcel scanned',
        summary: 'A depot scanned a parcel.',
        contentType: 'application/vnd.apache.avro',
        correlationId: {location: '$message.header#/ce_correlationid', description: 'The order the parcel belongs to.'},
        headers: {type: 'object', properties: {ce_id: {type: 'string'}, ce_type: {type: 'string'}}},
        bindings: {kafka: {key: {type: 'string', description: 'The parcel number.'}}},
        payload: {
          schemaFormat: 'application/vnd.apache.avro;version=1.9.0',
          schema: {
            type: 'record',
            name: 'ParcelScanned',
            namespace: 'com.lindenkauf.shipping',
            fields: [
              {name: 'parcelNumber', type: 'string', doc: 'The number on the label.'},
              {name: 'status', type: {type: 'enum', name: 'ParcelStatus', symbols: ['IN_DEPOT', 'OUT_FOR_DELIVERY']}},
              {
                name: 'route',
                type: {
                  type: 'record',
                  name: 'Leg',
                  fields: [
                    {name: 'depot', type: 'string'},
                    {name: 'next', type: ['null', 'Leg'], default: null},
                  ],
                },
              },
            ],
          },
        },
        examples: [
          {
            name: 'inDepot',
            summary: 'Scanned in the Kassel depot',
            headers: {ce_id: 'e-1', ce_type: 'shipping.parcel.scanned'},
            payload: {parcelNumber: 'P-1', status: 'IN_DEPOT', route: {depot: 'Kassel', next: null}},
          },
        ],
        'x-rest-operations': [
          {api: 'orders', operationId: 'getOrder'},
          {api: 'delivery', operationId: 'getShipment'},
        ],
      },
    },
  },
};

const operationPage = {
  kind: 'operation',
  content: {
    page: {
      operation: {
        operationId: 'getOrder',
        method: 'get',
        path: '/orders/{orderId}',
        summary: 'Get an order',
        permalink: '/portal/reference/specs/orders/operations/getOrder',
      },
    },
  },
};

const build = tempTree({
  'asyncapi/parcel-events.json': JSON.stringify(document, null, 2),
  'asyncapi/parcel-events.yaml': 'asyncapi: 3.0.0\n',
  'openapi/orders.json': JSON.stringify({openapi: '3.1.0', info: {title: 'Orders API', version: '1.0.0'}, paths: {}}),
  'page-data/reference/specs/orders/operations/getOrder.json': JSON.stringify(operationPage),
  // What the server checks a build by.
  'search-index/manifest.json': JSON.stringify({modules: ['rest']}),
  'llms.txt': '# Portal\n',
});

const tools = createEventTools(openPortal(openBuildDir('live', build)));

async function toolError(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ToolInputError);
  return (error as Error).message;
}

jest.setTimeout(30_000);

describe('list_event_apis', () => {
  it('lists the event APIs of the build with their owner, topics, messages and URLs', async () => {
    const {eventApis} = (await tools.listEventApis()) as Data;
    expect(eventApis).toEqual([
      {
        key: 'parcel-events',
        title: 'Parcel events',
        version: '1.2.0',
        description: 'Events of parcels on their way.',
        owner: {team: 'Team Shipping', email: 'shipping@lindenkauf.example'},
        topics: ['lindenkauf.shipping.parcel-tracking.v1'],
        messageCount: 1,
        messages: [{id: 'parcelScanned', name: 'ParcelScanned', summary: 'A depot scanned a parcel.'}],
        urls: {
          page: 'https://developer.lindenkauf.example/portal/reference/events/parcel-events',
          markdown: 'https://developer.lindenkauf.example/portal/reference/events/parcel-events.md',
          asyncapiYaml: 'https://developer.lindenkauf.example/portal/asyncapi/parcel-events.yaml',
          asyncapiJson: 'https://developer.lindenkauf.example/portal/asyncapi/parcel-events.json',
        },
      },
    ]);
  });
});

describe('get_message', () => {
  it('gives the topic, key, headers, the Avro payload as JSON Schema, the examples and the page', async () => {
    const message = (await tools.getMessage({api: 'parcel-events', message: 'parcelScanned'})) as Data;
    expect(message).toMatchObject({
      api: 'parcel-events',
      id: 'parcelScanned',
      name: 'ParcelScanned',
      payloadKind: 'avro',
      topics: [{address: 'lindenkauf.shipping.parcel-tracking.v1', channel: 'parcelTracking', partitions: 6, replicas: 3}],
      operations: [{id: 'publishParcelTracking', action: 'send'}],
      correlationId: {location: '$message.header#/ce_correlationid'},
      url: 'https://developer.lindenkauf.example/portal/reference/events/parcel-events/messages/parcelScanned',
      markdownUrl: 'https://developer.lindenkauf.example/portal/reference/events/parcel-events/messages/parcelScanned.md',
    });
    expect(message.key).toMatchObject({type: 'string', description: 'The parcel number.'});
    expect(Object.keys(message.headers.properties)).toEqual(['ce_id', 'ce_type']);
    expect(message.examples).toEqual([
      {
        name: 'inDepot',
        summary: 'Scanned in the Kassel depot',
        headers: {ce_id: 'e-1', ce_type: 'shipping.parcel.scanned'},
        payload: {parcelNumber: 'P-1', status: 'IN_DEPOT', route: {depot: 'Kassel', next: null}},
      },
    ]);
    // The Avro record is converted and inlined: no $ref is left for the assistant to follow, and the
    // record that holds itself (Leg.next) is marked as a cycle.
    const payload = JSON.stringify(message.payload);
    expect(payload).not.toContain('"$ref"');
    expect(payload).toContain('"parcelNumber"');
    expect(payload).toContain('IN_DEPOT');
    expect(payload).toContain('"x-cycle"');
  });

  it('finds a message by its event type too, case ignored', async () => {
    expect(((await tools.getMessage({api: 'parcel-events', message: 'parcelscanned'})) as Data).id).toBe('parcelScanned');
    expect(((await tools.getMessage({api: 'parcel-events', message: 'ParcelScanned'})) as Data).id).toBe('parcelScanned');
  });

  it('links only the REST operations the build has a page of', async () => {
    const {rest} = (await tools.getMessage({api: 'parcel-events', message: 'parcelScanned'})) as Data;
    expect(rest).toEqual([
      {
        api: 'orders',
        operationId: 'getOrder',
        method: 'GET',
        path: '/orders/{orderId}',
        summary: 'Get an order',
        url: 'https://developer.lindenkauf.example/portal/reference/specs/orders/operations/getOrder',
      },
    ]);
  });
});

describe('tool errors', () => {
  it('name the event APIs there are, close ones first, and send a REST API key to the REST tools', async () => {
    const unknown = await toolError(tools.getMessage({api: 'parcel-event', message: 'x'}));
    expect(unknown).toContain('Unknown event API "parcel-event". Did you mean parcel-events?');
    expect(unknown).toContain('The event APIs of this portal: parcel-events.');
    expect(await toolError(tools.getMessage({api: 'orders', message: 'x'}))).toContain('"orders" is a REST API: list_apis and get_operation describe it.');
  });

  it('name close messages and every message of the API for an unknown message', async () => {
    const message = await toolError(tools.getMessage({api: 'parcel-events', message: 'parcelScaned'}));
    expect(message).toContain('parcel-events has no message "parcelScaned". Close ones: parcelScanned');
    expect(message).toContain('The messages of parcel-events: parcelScanned.');
  });

  it('say so where a build has no event APIs', async () => {
    const empty = createEventTools(openPortal(openBuildDir('live', tempTree({'openapi/orders.json': '{}'}))));
    expect(((await empty.listEventApis()) as Data).eventApis).toEqual([]);
    expect(await toolError(empty.getMessage({api: 'parcel-events', message: 'x'}))).toContain('this portal publishes no event APIs');
  });
});

describe('the tools on the server', () => {
  it('are offered with their schemas, and their answers match them through the SDK client', async () => {
    const server = createPortalServer(await loadPortalContent({flavour: 'live', buildDir: build}));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({name: 'portal-test', version: '1.0.0'});
    await client.connect(clientSide);
    try {
      const {tools: offered} = await client.listTools();
      for (const name of ['list_event_apis', 'get_message']) {
        expect(offered.find((tool) => tool.name === name)).toMatchObject({outputSchema: {type: 'object'}, annotations: {readOnlyHint: true}});
      }
      // The client checks structured content against the output schema: a mismatch would throw here.
      const listed = (await client.callTool({name: 'list_event_apis', arguments: {}})) as CallToolResult;
      expect((listed.structuredContent as Data).eventApis).toHaveLength(1);
      const message = (await client.callTool({name: 'get_message', arguments: {api: 'parcel-events', message: 'ParcelScanned'}})) as CallToolResult;
      expect(message.isError).toBeFalsy();
      expect((message.structuredContent as Data).payloadKind).toBe('avro');
      const unknown = (await client.callTool({name: 'get_message', arguments: {api: 'nope', message: 'x'}})) as CallToolResult;
      expect(unknown.isError).toBe(true);
    } finally {
      await client.close();
    }
  });
});
