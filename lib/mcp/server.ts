/**
 * The portal's MCP server (issue 35) for one flavour's build: the tools by name, with their input
 * and output schemas. Transports (stdio, Streamable HTTP) are the scripts' business; every one of
 * them serves a server made here.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {MCP, PORTAL_NAME, type Flavour} from '../portal/config';
import {RULE_TYPES} from '../portal/rules';
import {SAMPLE_CLIENTS} from '../reference/codeSamples';
import type {Json} from '../shared/guards';
import {assertBuildDir, openBuildDir} from './buildDir';
import {openPortal, type Portal} from './portal';
import {createTools, searchSections, type Tools} from './tools';
import {eventToolsOf, registerEventTools} from './events';

const text = (description: string) => z.string().min(1).max(MCP.maxInputLength).describe(description);
const jsonSchema = z
  .unknown()
  .describe('JSON Schema: named schemas inlined (x-schema-name), x-cycle where one refers back to an enclosing one, x-schema-ref where get_schema expands it.');
const link = z.object({label: z.string(), url: z.string()});
const example = z.object({key: z.string(), summary: z.string(), description: z.string().optional(), value: z.unknown(), generated: z.boolean().optional()});
const mediaType = z.object({mediaType: z.string(), profile: z.string().optional(), schema: jsonSchema.optional(), examples: z.array(example)});

const annotations = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false} as const;

/**
 * The result of a tool: its data as structured content, and as JSON text for clients that read only text.
 * Tools that read many files or loop take the call's `signal` (the SDK aborts it when the client
 * cancels, the connection closes or the HTTP service's time per call runs out), so the work stops too.
 */
function result(data: Json, textContent = JSON.stringify(data, null, 2)): CallToolResult {
  return {content: [{type: 'text', text: textContent}], structuredContent: data};
}

export interface PortalServerOptions {
  flavour: Flavour;
  /** The build directory of the flavour (build/live or build/internal). */
  buildDir: string;
}

/** What a server serves, read once: servers for many clients (one per HTTP request) share it. */
export interface PortalContent {
  flavour: Flavour;
  portal: Portal;
  tools: Tools;
  sections: string[];
}

export async function loadPortalContent({flavour, buildDir}: PortalServerOptions): Promise<PortalContent> {
  const build = openBuildDir(flavour, buildDir);
  await assertBuildDir(build);
  const portal = openPortal(build);
  // The event APIs' models take seconds to read: started now, they are there by the first call.
  eventToolsOf(portal).warm();
  return {flavour, portal, tools: await createTools(portal), sections: await searchSections(portal)};
}

export function createPortalServer({flavour, portal, tools, sections}: PortalContent): McpServer {
  const root = portal.url('/');
  const server = new McpServer(
    {name: MCP.serverName, title: `${PORTAL_NAME} Portal (${flavour})`, version: '1.0.0'},
    {
      instructions: `The ${PORTAL_NAME} developer portal at ${root}: its guides, API reference, changelogs and API design rules. list_apis names the APIs (list_event_apis the event APIs on Kafka, get_message one of their messages); get_operation and get_schema give an operation or schema with JSON Schema, examples and a request sample; search finds pages as the portal's own search does; read_page gives any page as Markdown.`,
    },
  );

  server.registerTool(
    'search',
    {
      title: 'Search the portal',
      description: `Searches every page, operation, schema and guideline rule of the portal with the portal's own search and ranking. Results best first, each with its page URL (read_page reads it) and an excerpt.`,
      inputSchema: {
        query: text('Words to search for, as a reader types them (pagination, createCheckout, R102001, invalid_scope).'),
        section: z
          .enum(sections as [string, ...string[]])
          .optional()
          .describe('Only results of this section of the portal.'),
        limit: z.number().int().min(1).max(MCP.searchLimit.max).optional().describe(`At most this many results (default ${MCP.searchLimit.default}).`),
      },
      outputSchema: {
        query: z.string(),
        results: z.array(z.object({title: z.string(), url: z.string(), markdownUrl: z.string(), section: z.string(), excerpt: z.string()})),
      },
      annotations,
    },
    async (input, {signal}) => result(await tools.search(input, signal)),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description: `A page of the portal as Markdown (its twin), by its URL (${root}rest/about-the-api/pagination) or path (/rest/about-the-api/pagination).`,
      inputSchema: {url: text('The page URL or path; a trailing .md and a #fragment are fine.')},
      outputSchema: {url: z.string().describe('The canonical URL of the page.'), markdownUrl: z.string(), title: z.string(), markdown: z.string()},
      annotations,
    },
    async (input) => {
      const page = await tools.readPage(input);
      return result(page, String(page.markdown));
    },
  );

  server.registerTool(
    'list_apis',
    {
      title: 'List the APIs',
      description:
        'Every API of the portal: its key (the api of the other tools), title, version, description, number of operations and webhooks, and the URLs of its page, spec downloads and changelog.',
      inputSchema: {},
      outputSchema: {
        apis: z.array(
          z.object({
            key: z.string(),
            title: z.string(),
            version: z.string(),
            description: z.string().optional(),
            operationCount: z.number(),
            webhookCount: z.number(),
            urls: z.object({
              page: z.string(),
              markdown: z.string(),
              specYaml: z.string(),
              specJson: z.string(),
              changelog: z.string(),
              changelogFeed: z.string(),
              profiles: z.string(),
            }),
          }),
        ),
      },
      annotations,
    },
    async (_input, {signal}) => result(await tools.listApis(signal)),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an operation',
      description:
        'One operation (or webhook) of an API: method, path, description, security and scopes, parameters, request body and responses as JSON Schema, the named examples, and a request sample in the language asked for, as its page shows them.',
      inputSchema: {
        api: text('The API key, as list_apis gives it (checkout).'),
        operationId: text('The operationId (createCheckout) or a webhook name.'),
        version: text('A profile version of the operation (order-v1); the newest when left out.').optional(),
        language: text(
          `The request sample's language: ${SAMPLE_CLIENTS.map((client) => client.label).join(', ')} (default ${MCP.defaultSampleLanguage}).`,
        ).optional(),
        example: text("The key of the request example the sample sends (the first when left out); requestBody's examples name them.").optional(),
      },
      outputSchema: {
        api: z.string(),
        operationId: z.string(),
        webhook: z.boolean().optional(),
        method: z.string(),
        path: z.string(),
        summary: z.string(),
        description: z.string().optional(),
        deprecated: z.boolean(),
        preview: z.boolean(),
        tag: z.string().optional(),
        version: z.string().optional(),
        versions: z.array(z.string()),
        servers: z.array(z.object({url: z.string(), description: z.string().optional()})),
        security: z.array(z.object({scheme: z.string(), scopes: z.array(z.string())})),
        parameters: z.array(
          z.object({
            name: z.string(),
            in: z.string(),
            required: z.boolean(),
            deprecated: z.boolean().optional(),
            description: z.string().optional(),
            schema: jsonSchema.optional(),
            example: z.unknown().optional(),
          }),
        ),
        requestBody: z.object({required: z.boolean(), description: z.string().optional(), content: z.array(mediaType)}).optional(),
        responses: z.array(
          z.object({
            status: z.string(),
            description: z.string().optional(),
            headers: z.array(z.object({name: z.string(), required: z.boolean(), description: z.string().optional(), schema: jsonSchema.optional()})),
            problemTypes: z.array(z.string()).optional(),
            content: z.array(mediaType),
          }),
        ),
        sample: z.object({language: z.string(), example: z.string().optional(), code: z.string()}),
        sampleLanguages: z.array(z.string()),
        customSamples: z.array(z.object({label: z.string(), language: z.string(), code: z.string()})).optional(),
        history: z.object({addedIn: z.string().optional(), lastChangedIn: z.string().optional()}).optional(),
        url: z.string(),
        markdownUrl: z.string(),
      },
      annotations,
    },
    async (input, {signal}) => result(await tools.getOperation(input, signal)),
  );

  server.registerTool(
    'get_schema',
    {
      title: 'Get a schema',
      description: 'A named schema of an API, or the profile of one (order-v2), as JSON Schema with its example and the operations that use it.',
      inputSchema: {api: text('The API key, as list_apis gives it.'), name: text('The schema name (CheckoutCreate) or profile id (order-v2).')},
      outputSchema: {
        api: z.string(),
        name: z.string(),
        profileId: z.string().optional(),
        profileUri: z.string().optional(),
        deprecated: z.boolean(),
        preview: z.boolean(),
        schema: jsonSchema,
        example: z.unknown().optional(),
        exampleGenerated: z.boolean().optional(),
        usedBy: z.array(z.object({operationId: z.string(), method: z.string(), path: z.string()})).optional(),
        url: z.string().optional(),
      },
      annotations,
    },
    async (input) => result(await tools.getSchema(input)),
  );

  server.registerTool(
    'list_changes',
    {
      title: 'List changes',
      description:
        "Releases of the APIs from their changelogs, newest first, each change classed as new, changed, preview, deprecated or breaking and linked to its pages. Without api: every API's.",
      inputSchema: {
        api: text('Only this API (its key).').optional(),
        since: text('A version (2.7.0: the releases after it) or a date (2026-01-31: the releases on and after it).').optional(),
      },
      outputSchema: {
        since: z.string().optional(),
        releases: z.array(
          z.object({
            api: z.string(),
            version: z.string(),
            date: z.string(),
            url: z.string(),
            note: z.string().optional(),
            initial: z.boolean(),
            changes: z.array(z.object({class: z.enum(['new', 'changed', 'preview', 'deprecated', 'breaking']), text: z.string(), links: z.array(link)})),
          }),
        ),
      },
      annotations,
    },
    async (input, {signal}) => result(await tools.listChanges(input, signal)),
  );

  server.registerTool(
    'get_rule',
    {
      title: 'Get a guideline rule',
      description: 'One rule of the API guidelines by its id: its type (MUST, SHOULD, ...), title, text and whether the API linter checks it.',
      inputSchema: {id: text('The rule id: R and six digits (R102001).')},
      outputSchema: {
        id: z.string(),
        type: z.enum(RULE_TYPES),
        title: z.string(),
        summary: z.string().optional(),
        automated: z.boolean().describe('The API linter (npm run lint:specs) checks the rule.'),
        text: z.string().describe('The rule in Markdown: its body, rationale, examples and related rules.'),
        url: z.string(),
      },
      annotations,
    },
    async (input) => result(await tools.getRule(input)),
  );

  registerEventTools(server, portal);

  server.registerResource(
    'page',
    new ResourceTemplate(`${root}{+path}`, {
      list: async () => ({
        resources: (await tools.listPages()).map((page) => ({
          uri: page.uri,
          name: page.sitePath,
          title: page.title,
          mimeType: 'text/markdown',
          ...(page.summary ? {description: page.summary} : {}),
        })),
      }),
    }),
    {title: 'Portal pages', description: 'Every page of the portal as Markdown, at its URL plus .md.', mimeType: 'text/markdown'},
    async (uri) => {
      const page = await tools.readPage({url: uri.href});
      return {contents: [{uri: String(page.markdownUrl), mimeType: 'text/markdown', text: String(page.markdown)}]};
    },
  );

  server.registerPrompt(
    'integrate-operation',
    {
      title: 'Integrate an operation',
      description: 'Write client code that calls one operation of an API the way the portal documents it.',
      argsSchema: {
        api: text('The API key (list_apis).'),
        operationId: text('The operationId.'),
        language: text(`The language to write in (${SAMPLE_CLIENTS.map((client) => client.label).join(', ')}).`).optional(),
      },
    },
    ({api, operationId, language}) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Integrate the operation ${operationId} of the ${api} API of the ${PORTAL_NAME} into my code${language ? `, in ${language}` : ''}.`,
              `1. Call get_operation with api "${api}" and operationId "${operationId}"${language ? ` and language "${language}"` : ''}: use its request sample, parameters, request body schema and named examples.`,
              '2. Get the access token its security names, with the scopes listed: read_page on /rest/getting-started/authentication says how.',
              '3. Handle each documented response, the application/problem+json errors by their type (read_page on /rest/about-the-api/error-responses), and follow the pagination and idempotency guides where the operation uses them (search finds them).',
              '4. Use get_schema for any schema the operation leaves as x-schema-ref, and cite the page URLs you relied on.',
            ].join('\n'),
          },
        },
      ],
    }),
  );

  return server;
}
