/**
 * The data the openapi-reference plugin emits and the reference pages render. Shared by Node (the
 * plugin) and the browser (the theme), so it holds types only.
 *
 * Schemas keep their `$ref`s: a page ships the schemas it needs once each, keyed by their ref
 * (`#/components/schemas/Order`), and the viewer resolves refs from that map while it renders.
 * Descriptions are already markdown rendered to sanitised HTML (`x-portal-html` beside or in place
 * of `description`), so the browser ships no markdown parser.
 */

/** A JSON schema as the spec writes it (OpenAPI 3.0 or 3.1 dialect), descriptions pre-rendered. */
export type RawSchema = boolean | {[keyword: string]: unknown};

/** The schemas a page needs, keyed by `$ref`. */
export type SchemaMap = Readonly<Record<string, RawSchema>>;

/** Where each named schema of a page is explained on its own page (ref -> site path). */
export type ProfileLinks = Readonly<Record<string, string>>;

/** A named schema as a page's data holds it. */
export interface SchemaModule {
  ref: string;
  schema: RawSchema;
}

/**
 * What the viewers of a page (or of an opened mark) read: the schemas their trees need, the profile
 * links, how many named schemas deep they expand, and how to load what each mark needs.
 */
export interface SchemaBundle {
  namedDepth: number;
  schemas: readonly SchemaModule[];
  profiles: ProfileLinks;
  expansions: ExpansionFiles;
}

/** ref -> the data file of the bundle of a named schema that a page shows as a mark, loaded when a reader opens it. */
export type ExpansionFiles = Readonly<Record<string, string>>;

/** Markdown rendered at build time: sanitised HTML, or the message of a failed parse. */
export type RenderedMarkdown = {html: string} | {error: string};

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';

export interface OperationSummary {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  deprecated: boolean;
  preview: boolean;
  /** The first tag, or undefined for an untagged operation. */
  tag?: string;
  /** A webhook: `path` is its name, and the API sends the request. */
  webhook?: boolean;
  /** Site path of the operation page (its newest version). */
  permalink: string;
  /** Added by a release of the last RELEASE_TEXTS.newForDays days (not the API's first version). */
  isNew?: boolean;
}

export interface ApiSummary {
  /** The spec key: the file's base name, e.g. `checkout`. */
  key: string;
  title: string;
  /** One line: the first sentence of the description (or info.summary). */
  summary: string;
  version: string;
  permalink: string;
  operations: OperationSummary[];
  /** Requests the API sends (OpenAPI 3.1 `webhooks`). */
  webhooks: OperationSummary[];
  conformance: ConformanceSummary;
}

/** How a spec fares against the guidelines' automated rules (lib/lint). */
export interface ConformanceSummary {
  /** Automated rules the linter checks. */
  automated: number;
  /** Of those, the rules the spec breaks nowhere (declared exceptions aside). */
  passed: number;
  errors: number;
  warnings: number;
  /** Findings covered by a declared exception. */
  excepted: number;
}

export interface LintFindingView {
  ruleId: string;
  ruleTitle: string;
  rulePermalink: string;
  type: string;
  severity: 'error' | 'warn';
  message: string;
  /** Line in the spec file. */
  line: number;
  /** The reason of the declared exception, for an excepted finding. */
  exception?: string;
}

export interface ConformanceView extends ConformanceSummary {
  findings: LintFindingView[];
  /** Findings beyond those listed. */
  more: number;
}

export interface OverviewPageData {
  apis: ApiSummary[];
}

export interface SecurityRequirementView {
  scheme: string;
  scopes: string[];
}

export interface SecuritySchemeView {
  name: string;
  type: string;
  description?: RenderedMarkdown;
  /** OAuth flows with their URLs and scopes; other schemes: `in` and `name` for API keys, `scheme` for http. */
  flows: {name: string; authorizationUrl?: string; tokenUrl?: string; scopes: {name: string; description: string}[]}[];
  details: {label: string; value: string}[];
}

export interface TagView {
  name: string;
  /** Its heading's id on the API page, unique there. */
  anchor: string;
  description?: RenderedMarkdown;
  operations: OperationSummary[];
}

/** A server of an API; the sandbox names where its tokens come from (`x-sandbox`). */
export interface ServerView {
  url: string;
  description?: string;
  sandbox?: {tokenUrl: string; authorizationUrl?: string};
}

export interface ApiPageData {
  key: string;
  title: string;
  version: string;
  /** The API's changelog page and its Atom feed. */
  changelog: {permalink: string; feed: string};
  description?: RenderedMarkdown;
  servers: ServerView[];
  securitySchemes: SecuritySchemeView[];
  tags: TagView[];
  /** Requests the API sends (OpenAPI 3.1 `webhooks`). */
  webhooks: OperationSummary[];
  profilesPermalink: string;
  conformance: ConformanceView;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: RenderedMarkdown;
  schema?: RawSchema;
}

/** One example payload of a media type. */
export interface ExampleView {
  /** Its key in the spec's `examples`, or `example` for a lone one, or `generated`. */
  key: string;
  /** What the picker shows: the example's `summary`, else its key. */
  label: string;
  description?: RenderedMarkdown;
  /** The payload, as formatted JSON (or text). */
  value: string;
  /** Generated from the schema (openapi-sampler) rather than written in the spec. */
  generated?: boolean;
}

/**
 * An ANY OF / ONE OF in a body's schema: where its value sits in the payload, and an example value
 * for each option (the spec's own where one of its examples shows that option, else generated).
 * Choosing an option in the viewer puts that value into the example shown.
 */
export interface OptionExamplesView {
  /** JSON pointer into the payload (`/delivery/address`, `/lines/0`); `` is the payload itself. */
  pointer: string;
  /** One value per option, in the viewer's order. */
  values: unknown[];
  /** Which options are generated rather than taken from the spec's examples. */
  generated: boolean[];
}

export interface MediaTypeView {
  mediaType: string;
  /** The profile id of a profile media type (`order-v2`), if any. */
  profile?: string;
  schema?: RawSchema;
  /** Every example payload: the spec's named ones in order, its lone `example`, or one generated from the schema. */
  examples: ExampleView[];
  /** Example values per option of each ANY OF / ONE OF the payload holds. */
  options?: OptionExamplesView[];
}

export interface HeaderView {
  name: string;
  required: boolean;
  deprecated: boolean;
  description?: RenderedMarkdown;
  schema?: RawSchema;
}

export interface ResponseView {
  status: string;
  /** The status of an earlier response of the page with the same body (a shared `$ref`): its schema is shown there, not again. */
  sameAs?: string;
  /** Problem types its examples name, each with its entry on the errors page. */
  problems: {type: string; title: string; permalink: string}[];
  /** The status code's reason phrase, e.g. `Not Found`. */
  reason?: string;
  description?: RenderedMarkdown;
  headers: HeaderView[];
  content: MediaTypeView[];
}

export interface OperationVersion {
  /** The profile id, e.g. `order-v2`. */
  id: string;
  permalink: string;
  deprecated: boolean;
}

export interface CodeSample {
  label: string;
  language: string;
  code: string;
  /** Written in the spec (`x-codeSamples`) rather than generated. */
  custom?: boolean;
}

/** The request a sample makes, without its body: samples for another body are generated from it. */
export interface SampleRequest {
  method: string;
  url: string;
  headers: {name: string; value: string}[];
  /** The media type of the body, when the operation takes one the samples can send. */
  bodyType?: string;
}

/** Request samples: the spec's own first, then one set per example of the request body (one set without a body). */
export interface RequestSamples {
  request: SampleRequest;
  custom: CodeSample[];
  /** Generated samples, one set per example of the first request media type, in the same order. */
  byExample: CodeSample[][];
}

export interface OperationPageData {
  spec: {key: string; title: string; permalink: string};
  /** The releases that added the operation and last changed it, linked to the changelog. */
  history?: PageHistoryView;
  operation: OperationSummary & {description?: RenderedMarkdown; security: SecurityRequirementView[]};
  /** Every version of the operation, newest first; empty for an operation without profiles. */
  versions: OperationVersion[];
  /** The version this page shows. */
  version?: string;
  parameters: ParameterView[];
  requestBody?: {required: boolean; description?: RenderedMarkdown; content: MediaTypeView[]};
  responses: ResponseView[];
  samples: RequestSamples;
  /** Callbacks the API makes while or after it runs the operation (`callbacks`), by name and expression. */
  callbacks: CallbackView[];
  /** Messages of the flavour's event APIs that announce a change of this operation's resource (eventTypes.ts). */
  events?: EventLinkView[];
}

/** On a REST operation page: a message that names the operation (`x-rest-operations`). */
export interface EventLinkView {
  api: string;
  apiTitle: string;
  messageId: string;
  name: string;
  summary: string;
  topics: string[];
  permalink: string;
}

/** One request of a callback: the API calls the URL the expression names. */
export interface CallbackView {
  name: string;
  /** The runtime expression or URL (`{$request.body#/callbackUrl}`). */
  expression: string;
  method: HttpMethod;
  summary?: string;
  description?: RenderedMarkdown;
  parameters: ParameterView[];
  requestBody?: OperationPageData['requestBody'];
  responses: ResponseView[];
}

export interface ProblemTypeView {
  /** The type URI as the APIs send it. */
  type: string;
  slug: string;
  title: string;
  status?: number;
  /** Site path of its section on the error-responses page, when it has one. */
  explanation?: string;
  operations: {spec: string; specTitle: string; operationId: string; method: HttpMethod; path: string; permalink: string}[];
}

export interface ErrorsPageData {
  problems: ProblemTypeView[];
}

export interface ProfileSummary {
  /** The part of the profile URI after /profiles/{spec}/ (may contain slashes). */
  id: string;
  /** The schema's name in the spec. */
  name: string;
  ref: string;
  title?: string;
  deprecated: boolean;
  preview: boolean;
  permalink: string;
}

export interface ProfileListPageData {
  specs: {key: string; title: string; permalink: string; profiles: ProfileSummary[]}[];
  /** Set on /profiles/{spec}: the one spec listed. */
  spec?: string;
}

export interface ProfilePageData {
  spec: {key: string; title: string; permalink: string};
  /** The releases that added the profile and last changed it, linked to the changelog. */
  history?: PageHistoryView;
  profile: ProfileSummary;
  /** The profile URI that names this representation in media types, when one does. */
  uri?: string;
  /** Operations that return or accept this representation. */
  usedBy: OperationSummary[];
  /** Its examples as a JSON body (the schema's own, else generated), with a value per option of its ONE OFs. */
  example?: MediaTypeView;
}

/** A server the "Try it" console may send to; a sandbox names its own token and authorization URLs. */
export interface ConsoleServer {
  url: string;
  description?: string;
  sandbox: boolean;
  tokenUrl?: string;
  authorizationUrl?: string;
}

/** A security scheme as the console offers it: how a reader gets a credential for it. */
export interface ConsoleScheme {
  name: string;
  type: 'oauth2' | 'http' | 'apiKey' | 'openIdConnect' | 'mutualTLS';
  /** http: `bearer`, `basic`, ... */
  httpScheme?: string;
  /** apiKey: where the key goes and its name. */
  in?: 'header' | 'query' | 'cookie';
  parameterName?: string;
  /**
   * oauth2: the API offers the client-credentials grant. The console offers it on sandbox servers
   * only, with the sandbox's token URL: a reader never types a production secret into a web page.
   */
  clientCredentials?: true;
  /** oauth2: the authorization-code grant (with PKCE, no secret), with the URLs of the production authorization server. */
  authorizationCode?: {authorizationUrl: string; tokenUrl: string};
  /** The scopes the operation needs with this scheme. */
  scopes: string[];
  /** Every scope the scheme defines, with its description, for the reader to add. */
  allScopes: {name: string; description: string}[];
}

/** A JSON Schema (draft 2020-12) that holds every schema it refers to in `$defs`: validated in the browser. */
export type ValidationSchema = boolean | {[keyword: string]: unknown};

export interface ConsoleParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  /** How the form takes its value: one text, a list of texts, or a JSON object. */
  shape: 'value' | 'list' | 'object';
  /** Allowed values, offered in a select. */
  enum?: string[];
  /** What the form starts with: the default, else (for a required parameter) the spec's example. */
  initial?: string;
  description?: string;
  schema?: ValidationSchema;
}

/** What the console needs of one operation, in a file of its own that loads when a reader opens it. */
export interface ConsoleData {
  method: string;
  /** The path template, `/orders/{orderId}`. */
  path: string;
  /** The sandbox first, then the others in the spec's order. */
  servers: ConsoleServer[];
  /** Alternatives of the operation's security requirements; empty when it needs none. */
  security: ConsoleScheme[];
  parameters: ConsoleParameter[];
  body?: {required: boolean; content: {mediaType: string; schema?: ValidationSchema; example?: string}[]};
  /** The media type of the success response the page shows (its profile on a versioned page), sent as Accept. */
  accept?: string;
  /** Problem type URI -> its entry on the errors page. */
  problems: Record<string, string>;
}

/** How a change is labelled in a changelog, as the hand-written one labels its entries. */
export type ChangelogLabel = 'New' | 'Changed' | 'Preview' | 'Deprecated' | 'Breaking';

export interface ChangelogLink {
  label: string;
  permalink: string;
}

export interface ChangelogEntry {
  label: ChangelogLabel;
  /** The change in words; `code` spans in backticks. */
  text: string;
  /** The operation, webhook and profile pages it concerns (those that still exist). */
  links: ChangelogLink[];
}

export interface ChangelogRelease {
  version: string;
  /** ISO date (YYYY-MM-DD); '' when the build had no history. */
  date: string;
  /** Its heading's id: `v2-4-0`. */
  anchor: string;
  initial: boolean;
  /** The writer's note to the release (specs/{key}.changelog.yaml). */
  note?: RenderedMarkdown;
  entries: ChangelogEntry[];
}

export interface ChangelogPageData {
  spec: {key: string; title: string; permalink: string};
  /** The changelog page itself; releases are anchors on it. */
  permalink: string;
  feed: string;
  /** Set when the build had no history of the spec: only the current version is shown. */
  notice?: string;
  /** Newest first. */
  releases: ChangelogRelease[];
}

/** A release as a page names it: the version, its date and its changelog entry. */
export interface ReleaseRef {
  version: string;
  date: string;
  permalink: string;
}

export interface PageHistoryView {
  firstAppeared?: ReleaseRef;
  /** Set when a release after the first one changed it. */
  lastChanged?: ReleaseRef;
}

/** The changelog plugin's global data (plugins/api-changelogs): the changelogs the hand-written one links. */
export interface ApiChangelogsGlobalData {
  changelogs: {key: string; title: string; permalink: string}[];
}
