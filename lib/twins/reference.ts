/**
 * Twins of the API reference's pages, from the same page data the pages render (src/reference/types):
 * operations and webhooks, profiles, an API's page, the overview, the problem types, the profile
 * lists and the changelogs. Pure string building; the schema trees are the viewer's own
 * (lib/reference/pageTrees, schemaModel), written as nested Markdown lists.
 *
 * Every link is absolute: a page's to its twin (`….md`), a static file's (spec download, feed) to the
 * file. Descriptions arrive as sanitised HTML (RenderedMarkdown) and become Markdown again (html.ts);
 * nothing in a twin is raw HTML.
 */
import {ROUTES} from '../portal/config';
import {CHANGELOG_TEXTS} from '../portal/texts/changelog';
import {LINT_TEXTS} from '../portal/texts/guidelines';
import {REFERENCE_TEXTS} from '../portal/texts/reference';
import {RELEASE_TEXTS} from '../portal/texts/releases';
import {splitCodeSpans} from '../reference/codeSpans';
import {buildOperationTrees, buildProfileTree, type OperationTrees} from '../reference/pageTrees';
import {
  type AlternativesNode,
  type Enumeration,
  MAX_NAMED_DEPTH,
  type SchemaNode,
  type TreeNode,
  type ViewerContext,
  createViewerContext,
} from '../reference/schemaModel';
import type {
  ApiPageData,
  CallbackView,
  ChangelogPageData,
  CodeSample,
  ConformanceSummary,
  ConformanceView,
  ErrorsPageData,
  ExampleView,
  MediaTypeView,
  OperationPageData,
  OperationSummary,
  OverviewPageData,
  PageHistoryView,
  ParameterView,
  ProfileLinks,
  ProfileListPageData,
  ProfilePageData,
  RenderedMarkdown,
  RequestSamples,
  ResponseView,
  SchemaMap,
} from '../reference/types';
import {type SiteAddress, oneLine, pageUrl, sitePathOfPermalink, twinHeader, twinUrl, twinUrlOfPermalink} from './format';
import {escapeInline, escapeMarkdown, htmlToMarkdown} from './html';

export interface ReferenceTwinContext extends SiteAddress {
  /** ref -> prepared schema (descriptions as RenderedMarkdown): `lazySchemaMap(document)`. */
  schemas: SchemaMap;
  /** ref -> permalink of the schema's profile page. */
  profileLinks: ProfileLinks;
  /**
   * How many (not small) named schemas deep the schema lists expand; deeper ones link their profile
   * page's twin. MAX_NAMED_DEPTH unless given (the page's own plan has it: viewer.namedDepth).
   */
  namedDepth?: number;
}

// ---------------------------------------------------------------------------------------------
// Markdown pieces

/** An inline code span that holds any text (a fence longer than its longest run of backticks). */
export function code(text: string): string {
  const value = text.replace(/\r?\n/g, ' ');
  if (value === '') {
    return '`""`';
  }
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') || (value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A fenced code block that holds any text. */
export function fenced(text: string, language = ''): string {
  const longest = Math.max(0, ...(text.match(/^[ \t]*(`{3,}|~{3,})/gm) ?? []).map((run) => run.trim().length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text.replace(/\s+$/, '')}\n${fence}`;
}

const escapeUrl = (url: string) => url.replace(/[ ()<>]/g, (char) => encodeURIComponent(char));

/** Plain text as a title: only what would turn into HTML is escaped (llms.txt escapes link text itself). */
const titleText = (text: string) =>
  oneLine(text)
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');

/** Lines after the first indented (blank lines stay blank), for a block inside a list item. */
function indentRest(text: string, indent: string): string {
  return indent === '' ? text : text.replace(/\n(?=[^\n])/g, `\n${indent}`);
}

function indentAll(text: string, indent: string): string {
  return indent === '' ? text : text.replace(/^(?=[^\n])/gm, indent);
}

/** Markdown that starts with a block of its own (a list, a heading, a quote, code, a table) rather than a paragraph. */
const STARTS_BLOCK = /^(?:[-*+] |\d+[.)] |#|>|```|~~~|\||!\[)/;

class Writer {
  constructor(readonly site: SiteAddress) {}

  /** A description as Markdown, its headings below the twin's heading of `level`; a failed render's message as plain text. */
  markdown(value: RenderedMarkdown | undefined, level = 0): string {
    if (!value) {
      return '';
    }
    return 'html' in value ? htmlToMarkdown(value.html, this.site, level) : escapeMarkdown(oneLine(value.error));
  }

  text(value: string): string {
    return escapeMarkdown(oneLine(value));
  }

  /** A link to a page's twin. */
  link(text: string, permalink: string): string {
    return `[${escapeInline(text)}](${escapeUrl(twinUrlOfPermalink(this.site, permalink))})`;
  }

  /** A link to a static file (a spec download, a feed) by its permalink. */
  fileLink(text: string, permalink: string): string {
    const sitePath = sitePathOfPermalink(this.site, permalink);
    const url = sitePath === undefined ? permalink : pageUrl(this.site, sitePath);
    return `[${this.text(text)}](${escapeUrl(url)})`;
  }

  /** A link to the twin of a site path (no base path). */
  sitePathLink(text: string, sitePath: string): string {
    return `[${this.text(text)}](${escapeUrl(twinUrl(this.site, sitePath))})`;
  }
}

/** A twin's text from its blocks: blank lines between them, one newline at the end. */
function document(header: string, blocks: readonly (string | false | undefined | null)[]): string {
  const body = blocks.filter((block): block is string => typeof block === 'string' && block.trim() !== '').map((block) => block.replace(/^\n+|\s+$/g, ''));
  return `${header}${body.join('\n\n')}\n`;
}

/** Lines joined, without two blank lines in a row (a block's lines may end in one, the next start with one). */
function joinLines(lines: readonly string[]): string {
  return lines
    .filter((line, index) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

const heading = (level: number, text: string) => `${'#'.repeat(Math.min(level, 6))} ${text}`;

function flagList(flags: readonly (string | false | undefined)[]): string {
  const present = flags.filter((flag): flag is string => typeof flag === 'string' && flag !== '');
  return present.length > 0 ? ` (${present.join(', ')})` : '';
}

// ---------------------------------------------------------------------------------------------
// Schema trees as nested lists

// Per-ref results that depend on the schema map only: shared by every twin of that map.
const memos = new WeakMap<object, ViewerContext['memo']>();

function viewerContext(context: ReferenceTwinContext): ViewerContext {
  const ctx = createViewerContext(context.schemas, context.profileLinks, {namedDepth: context.namedDepth ?? MAX_NAMED_DEPTH});
  const known = memos.get(context.schemas);
  if (known) {
    return {...ctx, memo: known};
  }
  memos.set(context.schemas, ctx.memo);
  return ctx;
}

/** Headings in a description inside a list item start below this level. */
const LIST_HEADING_LEVEL = 3;

const ATTRIBUTE_FLAGS: Readonly<Record<string, string>> = {readOnly: 'read-only', writeOnly: 'write-only', nullable: 'nullable'};

class SchemaWriter {
  constructor(readonly writer: Writer) {}

  /** `array of [Money](…/money.md)`, `string`, `[Order](…) (object)`. */
  typeLabel(node: SchemaNode): string {
    const type = node.type || 'any';
    const {typeName, typeHref} = node;
    if (!typeName) {
      return this.writer.text(type);
    }
    const name = typeHref ? this.writer.link(typeName, typeHref) : code(typeName);
    return type.endsWith(typeName) ? `${escapeMarkdown(type.slice(0, type.length - typeName.length))}${name}` : `${name} ${this.writer.text(type)}`;
  }

  /** Type, flags, constraints and marks of a node, comma-separated. */
  details(node: SchemaNode, options: {type?: boolean; required?: boolean} = {}): string[] {
    const parts: string[] = [];
    if (options.type !== false) {
      parts.push(this.typeLabel(node));
    }
    if (node.required && options.required !== false) {
      parts.push(REFERENCE_TEXTS.required);
    }
    if (node.deprecated) {
      parts.push(REFERENCE_TEXTS.deprecated);
    }
    if (node.preview) {
      parts.push(REFERENCE_TEXTS.preview);
    }
    if (node.additionalProperty) {
      parts.push(REFERENCE_TEXTS.additionalProperty);
    }
    for (const [name, values] of node.attributes) {
      const flag = ATTRIBUTE_FLAGS[name];
      parts.push(flag && values.length === 1 && values[0] === 'true' ? flag : `${this.writer.text(name)}: ${values.map(code).join(', ')}`);
    }
    if (node.circular) {
      parts.push(`circular reference to ${code(node.circular.name)} above, not expanded again`);
    } else if (node.repeatOf) {
      parts.push(`fields as shown above for ${code(node.repeatOf.name)}`);
    } else if (node.deferred) {
      parts.push(
        node.typeHref
          ? `fields not expanded here: see ${this.writer.link(node.deferred.name, node.typeHref)}`
          : `fields of ${code(node.deferred.name)} not expanded here`,
      );
    }
    return parts;
  }

  /** The first line of an item (or a root) with its description: inline when one paragraph, else as blocks below. */
  private withDescription(head: string, node: SchemaNode, indent: string, out: string[]): void {
    const description = this.writer.markdown(node.description, LIST_HEADING_LEVEL);
    if (!description) {
      out.push(head);
    } else if (!description.includes('\n\n') && !STARTS_BLOCK.test(description)) {
      out.push(`${head} — ${indentRest(description, indent)}`);
    } else {
      out.push(head, '', indentAll(description, indent), '');
    }
  }

  private enumeration(enumeration: Enumeration, indent: string, out: string[]): void {
    const label = enumeration.extensible ? `Values (extensible enum: clients must accept values not listed here)` : 'Values';
    const plain = enumeration.entries.every((entry) => !entry.description && !entry.deprecated && !entry.preview);
    if (plain) {
      out.push(`${indent}- ${label}: ${enumeration.entries.map((entry) => code(entry.value)).join(', ')}`);
      return;
    }
    out.push(`${indent}- ${label}:`);
    const inner = `${indent}  `;
    for (const entry of enumeration.entries) {
      const head = `${inner}- ${code(entry.value)}${flagList([entry.deprecated && REFERENCE_TEXTS.deprecated, entry.preview && REFERENCE_TEXTS.preview])}`;
      const description = this.writer.markdown(entry.description, LIST_HEADING_LEVEL);
      if (!description) {
        out.push(head);
      } else if (!description.includes('\n\n') && !STARTS_BLOCK.test(description)) {
        out.push(`${head} — ${indentRest(description, `${inner}  `)}`);
      } else {
        out.push(head, '', indentAll(description, `${inner}  `), '');
      }
    }
  }

  /** What a node holds beyond its own line: values, then its children, as items at `indent`. */
  private contents(node: SchemaNode, indent: string, out: string[]): void {
    if (node.enumeration) {
      this.enumeration(node.enumeration, indent, out);
    }
    for (const child of node.children) {
      this.item(child, indent, out);
    }
  }

  /** One property (or parameter, header, items) as a list item at `indent`, its children nested. */
  item(node: TreeNode, indent: string, out: string[]): void {
    if (node.kind === 'alternatives') {
      this.alternatives(node, indent, out);
      return;
    }
    const name = node.key ? `${code(node.key)} ` : '';
    this.withDescription(`${indent}- ${name}(${this.details(node).join(', ')})`, node, `${indent}  `, out);
    this.contents(node, `${indent}  `, out);
  }

  private alternatives(node: AlternativesNode, indent: string, out: string[]): void {
    out.push(`${indent}- ${node.key === 'ONE OF' ? 'One of' : 'Any of'}:`);
    const inner = `${indent}  `;
    for (const option of node.options) {
      const flags: (string | false)[] = [
        option.deprecated && !option.node.deprecated && REFERENCE_TEXTS.deprecated,
        option.preview && !option.node.preview && REFERENCE_TEXTS.preview,
      ];
      const details = [...this.details(option.node), ...flags.filter((flag): flag is string => typeof flag === 'string')];
      this.withDescription(`${inner}- *${this.writer.text(option.label)}* (${details.join(', ')})`, option.node, `${inner}  `, out);
      this.contents(option.node, `${inner}  `, out);
    }
  }

  /** A body's (or a profile's) schema: its type and description, then its fields as a list. */
  root(node: SchemaNode, label = 'Schema'): string {
    const out: string[] = [];
    this.withDescription(`${label}: ${this.details(node, {required: false}).join(', ')}`, node, '', out);
    const items: string[] = [];
    this.contents(node, '', items);
    if (items.length > 0) {
      out.push('', ...items);
    }
    return joinLines(out);
  }

  /** Named values (parameters, headers) as one list. */
  rows(nodes: readonly TreeNode[]): string {
    const out: string[] = [];
    nodes.forEach((node) => this.item(node, '', out));
    return joinLines(out);
  }
}

/**
 * A schema tree of the viewer (lib/reference/schemaModel) as the nested list the reference's twins
 * write, for twins of other page types (the event messages, whose trees are lib/reference/eventTrees):
 * a root with its type and description, then its fields; with `rows`, its fields alone (headers).
 */
export function schemaTreeTwin(node: SchemaNode, site: SiteAddress, options: {label?: string; rows?: boolean} = {}): string {
  const schemaWriter = new SchemaWriter(new Writer(site));
  return options.rows ? schemaWriter.rows(node.children) : schemaWriter.root(node, options.label);
}

/** The conformance section of an API's twin (REST or event): its heading, then each finding with its rule. */
export function conformanceTwin(conformance: ConformanceView, site: SiteAddress): string[] {
  const writer = new Writer(site);
  const findings = conformance.findings.map((finding) => {
    const kind = finding.exception ? LINT_TEXTS.exception.replace(/:$/, '') : LINT_TEXTS.severity[finding.severity];
    const exception = finding.exception ? `\n  ${LINT_TEXTS.exception} ${writer.text(finding.exception)}` : '';
    return `- ${writer.text(kind)}: ${writer.link(`${finding.type} ${finding.ruleId} ${finding.ruleTitle}`, finding.rulePermalink)} (${LINT_TEXTS.line(finding.line)}): ${writer.text(finding.message)}${exception}`;
  });
  return [
    heading(2, LINT_TEXTS.conformanceHeading),
    conformance.findings.length === 0 ? LINT_TEXTS.clean : findings.join('\n'),
    conformance.more > 0 ? LINT_TEXTS.more(conformance.more) : '',
  ];
}

// ---------------------------------------------------------------------------------------------
// Operations and webhooks

const SHELL_LANGUAGES = /^(bash|shell|sh|zsh|console|curl)$/i;

const isShell = (sample: CodeSample) => SHELL_LANGUAGES.test(sample.language) || /\bcurl\b/i.test(sample.label);

/** The one sample a twin shows: the spec's own shell sample if it has one, else the generated curl of the first example. */
export function shellSample(samples: RequestSamples): CodeSample | undefined {
  return samples.custom.find(isShell) ?? samples.byExample[0]?.find(isShell);
}

/** The fence language of an example of a media type. */
function exampleLanguage(mediaType: string, value: string): string {
  const type = mediaType.replace(/;.*$/, '').trim().toLowerCase();
  if (/[/+]json$/.test(type) || type === 'json') {
    return 'json';
  }
  if (/[/+]xml$/.test(type)) {
    return 'xml';
  }
  if (/[/+]ya?ml$/.test(type)) {
    return 'yaml';
  }
  return /^[[{]/.test(value.trim()) ? 'json' : 'text';
}

const PARAMETER_GROUPS: readonly {in: ParameterView['in']; title: string}[] = [
  {in: 'path', title: 'Path parameters'},
  {in: 'query', title: 'Query parameters'},
  {in: 'header', title: 'Header parameters'},
  {in: 'cookie', title: 'Cookie parameters'},
];

const statusText = (response: ResponseView) => (response.status === 'default' ? '(any other status)' : (response.reason ?? ''));

interface Section {
  parameters: readonly ParameterView[];
  requestBody?: OperationPageData['requestBody'];
  responses: readonly ResponseView[];
}

class OperationWriter {
  readonly schema: SchemaWriter;

  constructor(readonly writer: Writer) {
    this.schema = new SchemaWriter(writer);
  }

  history(history: PageHistoryView | undefined): string | undefined {
    const parts = [
      history?.firstAppeared &&
        `${RELEASE_TEXTS.firstAppeared} ${this.writer.link(history.firstAppeared.version, history.firstAppeared.permalink)}${history.firstAppeared.date ? ` (${history.firstAppeared.date})` : ''}`,
      history?.lastChanged &&
        `${RELEASE_TEXTS.lastChanged} ${this.writer.link(history.lastChanged.version, history.lastChanged.permalink)}${history.lastChanged.date ? ` (${history.lastChanged.date})` : ''}`,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : undefined;
  }

  examples(media: MediaTypeView, level: number): string[] {
    return media.examples.map((example: ExampleView) => {
      const named = example.key !== 'example' && example.key !== 'generated' && example.label.trim() !== '';
      const title = `${REFERENCE_TEXTS.example}${named ? ` *${this.writer.text(example.label)}*` : ''}${example.generated ? ` (${REFERENCE_TEXTS.generatedLabel})` : ''}:`;
      const description = this.writer.markdown(example.description, level);
      return [title, description, fenced(example.value, exampleLanguage(media.mediaType, example.value))].filter(Boolean).join('\n\n');
    });
  }

  media(content: readonly MediaTypeView[], trees: readonly SchemaNode[], level: number): string[] {
    return content.flatMap((media, index) => {
      const tree = trees[index];
      return [
        `Media type ${code(media.mediaType)}${media.profile ? ` (profile ${code(media.profile)})` : ''}:`,
        media.schema !== undefined && tree ? this.schema.root(tree) : '',
        ...this.examples(media, level),
      ];
    });
  }

  parameters(parameters: readonly ParameterView[], nodes: readonly SchemaNode[], level: number): string[] {
    return PARAMETER_GROUPS.flatMap((group) => {
      const inGroup = nodes.filter((_node, index) => parameters[index]!.in === group.in);
      return inGroup.length > 0 ? [heading(level, group.title), this.schema.rows(inGroup)] : [];
    });
  }

  response(response: ResponseView, trees: OperationTrees['responses'][number], level: number): string[] {
    const reason = statusText(response);
    const problems =
      response.problems.length > 0
        ? `${REFERENCE_TEXTS.problemTypes}: ${response.problems.map((problem) => this.writer.link(problem.title, problem.permalink)).join(', ')}`
        : '';
    return [
      heading(level, `${this.writer.text(response.status)}${reason ? ` ${this.writer.text(reason)}` : ''}`),
      this.writer.markdown(response.description, level),
      problems,
      ...(response.headers.length > 0 ? [`${REFERENCE_TEXTS.headers}:`, this.schema.rows(trees.headers)] : []),
      response.sameAs ? `${REFERENCE_TEXTS.sameBodyAs(response.sameAs)} (its schema is shown there).` : '',
      ...(response.content.length > 0 ? this.media(response.content, trees.content, level) : [REFERENCE_TEXTS.noBody]),
    ];
  }

  /** Parameters, request body and responses of an operation or a callback, headings from `level`. */
  sections(section: Section, trees: OperationTrees, level: number, sample?: string[]): string[] {
    return [
      ...(section.parameters.length > 0
        ? [heading(level, REFERENCE_TEXTS.parameters), ...this.parameters(section.parameters, trees.parameters, level + 1)]
        : []),
      ...(section.requestBody
        ? [
            heading(level, `${REFERENCE_TEXTS.requestBody}${section.requestBody.required ? ` (${REFERENCE_TEXTS.required})` : ''}`),
            this.writer.markdown(section.requestBody.description, level),
            ...this.media(section.requestBody.content, trees.requestBody, level),
          ]
        : []),
      ...(sample ?? []),
      heading(level, REFERENCE_TEXTS.responses),
      ...section.responses.flatMap((response, index) => this.response(response, trees.responses[index]!, level + 1)),
    ];
  }

  callback(callback: CallbackView, trees: OperationTrees): string[] {
    return [
      heading(3, `${this.writer.text(callback.name)}: ${this.writer.text(callback.summary ?? `${callback.method.toUpperCase()} ${callback.expression}`)}`),
      code(`${callback.method.toUpperCase()} ${callback.expression}`),
      this.writer.markdown(callback.description, 3),
      ...this.sections(callback, trees, 4),
    ];
  }
}

/**
 * The twin of an operation's page, or of a webhook's (`data.operation.webhook`): what a reader needs
 * to call it, or to receive it. `planned`: the page's trees as its plan built them (at
 * `context.namedDepth`), so they are not built again.
 */
export function operationTwin(data: OperationPageData, context: ReferenceTwinContext, planned?: OperationTrees): string {
  const writer = new Writer(context);
  const out = new OperationWriter(writer);
  const {operation, spec} = data;
  const webhook = operation.webhook === true;
  const method = operation.method.toUpperCase();
  const trees = planned ?? buildOperationTrees(data, viewerContext(context));
  const summary = webhook
    ? `${operation.summary}: the ${operation.path} webhook of the ${spec.title}.`
    : `${operation.summary}: ${method} ${operation.path} in the ${spec.title}.`;
  const versions = data.versions.map((version) => {
    const marks = [version.id === data.version && 'this page', version.deprecated && REFERENCE_TEXTS.deprecated];
    return `${writer.link(version.id, version.permalink)}${flagList(marks)}`;
  });
  const notes = [
    operation.deprecated && `**Deprecated.** ${webhook ? 'The API may stop sending this request.' : 'Avoid this operation in new integrations.'}`,
    operation.preview && `**Preview.** ${webhook ? 'This webhook' : 'This operation'} may still change.`,
  ];
  const sample = shellSample(data.samples);
  const sampleBlocks = sample
    ? [
        heading(2, webhook ? 'Sample request' : 'Request sample'),
        webhook
          ? `How the request looks, sent to your endpoint (here ${code(data.samples.request.url)}):`
          : sample.custom
            ? `${writer.text(sample.label)} (${REFERENCE_TEXTS.customSample}):`
            : '',
        fenced(sample.code, sample.language),
      ]
    : [];
  const security = operation.security.map(
    (requirement) =>
      `- ${code(requirement.scheme)}${requirement.scopes.length > 0 ? ` (${REFERENCE_TEXTS.scopes.toLowerCase()} ${requirement.scopes.map(code).join(', ')})` : ''}`,
  );
  return document(twinHeader(titleText(operation.summary), escapeMarkdown(summary)), [
    webhook
      ? `${code(method)} to your endpoint: webhook ${code(operation.path)}. The ${writer.text(spec.title)} sends this request to the endpoint you registered; answer with a 2xx status.`
      : code(`${method} ${operation.path}`),
    `API: ${writer.link(spec.title, spec.permalink)} · operationId ${code(operation.operationId)}${data.version ? ` · version ${code(data.version)}` : ''}`,
    ...notes.filter((note): note is string => typeof note === 'string'),
    out.history(data.history),
    versions.length > 0 ? `Versions (profiles, newest first): ${versions.join(', ')}` : '',
    writer.markdown(operation.description),
    ...(security.length > 0
      ? [
          heading(2, REFERENCE_TEXTS.authentication),
          `${security.join('\n')}\n\nSchemes, flows and scopes: ${writer.link(`${spec.title}, ${REFERENCE_TEXTS.authentication}`, `${spec.permalink}#authentication`)}.`,
        ]
      : []),
    ...out.sections(data, trees, 2, sampleBlocks),
    ...(data.callbacks.length > 0
      ? [
          heading(2, REFERENCE_TEXTS.callbacks),
          REFERENCE_TEXTS.callbacksLead,
          ...data.callbacks.flatMap((callback, index) => out.callback(callback, trees.callbacks[index]!)),
        ]
      : []),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Profiles

/** The twin of a profile page: the schema as a list, its example, and the operations that use it. `planned` as for operationTwin. */
export function profileTwin(data: ProfilePageData, context: ReferenceTwinContext, planned?: SchemaNode): string {
  const writer = new Writer(context);
  const out = new OperationWriter(writer);
  const {profile, spec} = data;
  const root = planned ?? buildProfileTree(profile.ref, viewerContext(context)).root;
  return document(twinHeader(titleText(profile.name), escapeMarkdown(`${profile.name}: a resource representation of the ${spec.title}.`)), [
    `API: ${writer.link(spec.title, spec.permalink)} · profile ${code(profile.id)}${profile.title && profile.title !== profile.name ? ` · title: ${writer.text(profile.title)}` : ''}`,
    profile.deprecated && `**Deprecated.** Avoid this representation in new integrations.`,
    profile.preview && `**Preview.** This representation may still change.`,
    out.history(data.history),
    data.uri && `${REFERENCE_TEXTS.profileUri}: ${code(data.uri)} (names this representation in media types: \`…;profile="${data.uri}"\`)`,
    heading(2, 'Schema'),
    out.schema.root({...root, typeName: undefined, typeHref: undefined}, 'Type'),
    ...(data.example && data.example.examples.length > 0 ? [heading(2, REFERENCE_TEXTS.example), ...out.examples(data.example, 2)] : []),
    ...(data.usedBy.length > 0 ? [heading(2, REFERENCE_TEXTS.usedBy), operationList(writer, data.usedBy)] : []),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Lists: an API, the overview, problem types, profiles, changelogs

function operationList(writer: Writer, operations: readonly OperationSummary[]): string {
  return operations
    .map((operation) => {
      const method = operation.method.toUpperCase();
      const where = operation.webhook ? `webhook ${code(operation.path)} (${code(method)})` : code(`${method} ${operation.path}`);
      return `- ${writer.link(operation.summary, operation.permalink)}: ${where}${flagList([operation.deprecated && REFERENCE_TEXTS.deprecated, operation.preview && REFERENCE_TEXTS.preview, operation.isNew && RELEASE_TEXTS.isNew.toLowerCase()])}`;
    })
    .join('\n');
}

export function conformanceLine(conformance: ConformanceSummary): string {
  const counts = LINT_TEXTS.counts(conformance.errors, conformance.warnings, conformance.excepted);
  return `${LINT_TEXTS.passed(conformance.passed, conformance.automated)}${counts ? ` · ${counts}` : ''}.`;
}

const SPEC_FORMATS = ['yaml', 'json'] as const;

/** The twin of an API's page: description, downloads, servers, authentication, operations by tag, webhooks, conformance. */
export function apiTwin(data: ApiPageData, context: SiteAddress): string {
  const writer = new Writer(context);
  const downloads = SPEC_FORMATS.map(
    (format) => `[${REFERENCE_TEXTS.downloadFormats[format]}](${escapeUrl(pageUrl(context, ROUTES.specDownload(data.key, format)))})`,
  );
  const servers = data.servers.map((server) => {
    const sandbox = server.sandbox
      ? [
          `\n  - ${REFERENCE_TEXTS.sandboxTokenUrl}: ${code(server.sandbox.tokenUrl)}`,
          server.sandbox.authorizationUrl ? `\n  - ${REFERENCE_TEXTS.sandboxAuthorizationUrl}: ${code(server.sandbox.authorizationUrl)}` : '',
        ].join('')
      : '';
    return `- ${code(server.url)}${server.sandbox ? ` (${REFERENCE_TEXTS.sandbox})` : ''}${server.description ? ` — ${writer.text(server.description)}` : ''}${sandbox}`;
  });
  const cell = (text: string) => writer.text(text).replace(/\|/g, '\\|') || ' ';
  const schemes = data.securitySchemes.flatMap((scheme) => [
    heading(3, `${code(scheme.name)} (${writer.text(scheme.type)})`),
    scheme.details.length > 0 ? scheme.details.map((detail) => `- ${writer.text(detail.label)}: ${code(detail.value)}`).join('\n') : '',
    writer.markdown(scheme.description, 3),
    ...scheme.flows.flatMap((flow) => [
      `Flow ${code(flow.name)}${flow.authorizationUrl ? ` · authorization URL ${code(flow.authorizationUrl)}` : ''}${flow.tokenUrl ? ` · token URL ${code(flow.tokenUrl)}` : ''}`,
      flow.scopes.length > 0
        ? [
            `| ${REFERENCE_TEXTS.scopes} | Grants |`,
            '| --- | --- |',
            ...flow.scopes.map((scope) => `| ${code(scope.name).replace(/\|/g, '\\|')} | ${cell(scope.description)} |`),
          ].join('\n')
        : '',
    ]),
  ]);
  const conformance = data.conformance;
  return document(twinHeader(titleText(data.title), escapeMarkdown(`${data.title}: operations, authentication and servers.`)), [
    `Version ${code(data.version)} · ${writer.link(REFERENCE_TEXTS.profilesHeading, data.profilesPermalink)} · ${writer.link(CHANGELOG_TEXTS.link, data.changelog.permalink)} (${writer.fileLink('Atom feed', data.changelog.feed)})`,
    `${REFERENCE_TEXTS.downloadSpec}: ${downloads.join(' · ')}`,
    conformanceLine(conformance),
    writer.markdown(data.description),
    ...(servers.length > 0 ? [heading(2, REFERENCE_TEXTS.servers), servers.join('\n')] : []),
    ...(schemes.length > 0 ? [heading(2, REFERENCE_TEXTS.authentication), ...schemes] : []),
    heading(2, REFERENCE_TEXTS.operations),
    ...data.tags.flatMap((tag) => [heading(3, writer.text(tag.name)), writer.markdown(tag.description, 3), operationList(writer, tag.operations)]),
    ...(data.webhooks.length > 0 ? [heading(2, REFERENCE_TEXTS.webhooks), REFERENCE_TEXTS.webhooksLead, operationList(writer, data.webhooks)] : []),
    ...conformanceTwin(conformance, context),
  ]);
}

/** The twin of /rest: every API with its summary, version and operations. */
export function overviewTwin(data: OverviewPageData, site: SiteAddress): string {
  const writer = new Writer(site);
  return document(twinHeader(REFERENCE_TEXTS.overviewHeading, REFERENCE_TEXTS.overviewLead), [
    `See also the ${writer.sitePathLink(REFERENCE_TEXTS.errorsHeading.toLowerCase(), ROUTES.referenceErrors)} and the ${writer.sitePathLink(REFERENCE_TEXTS.profilesHeading.toLowerCase(), ROUTES.profiles())}.`,
    ...data.apis.flatMap((api) => [
      heading(2, writer.link(api.title, api.permalink)),
      api.summary ? writer.text(api.summary) : '',
      `Version ${code(api.version)} · ${writer.sitePathLink(CHANGELOG_TEXTS.link, ROUTES.apiChangelog(api.key))} · ${conformanceLine(api.conformance)}`,
      operationList(writer, api.operations),
      ...(api.webhooks.length > 0 ? [heading(3, REFERENCE_TEXTS.webhooks), operationList(writer, api.webhooks)] : []),
    ]),
  ]);
}

/** The twin of /rest/errors: every problem type with the operations that return it. */
export function errorsTwin(data: ErrorsPageData, site: SiteAddress): string {
  const writer = new Writer(site);
  return document(twinHeader(REFERENCE_TEXTS.errorsHeading, REFERENCE_TEXTS.errorsLead), [
    data.problems.length === 0 ? REFERENCE_TEXTS.noProblems : '',
    ...data.problems.flatMap((problem) => [
      heading(2, writer.text(problem.title)),
      [`- type: ${code(problem.type)}`, problem.status !== undefined ? `- status: ${code(String(problem.status))}` : ''].filter(Boolean).join('\n'),
      problem.explanation ? writer.link(`How to handle ${problem.title.toLowerCase()} problems`, problem.explanation) : '',
      `Returned by ${problem.operations.length} ${problem.operations.length === 1 ? 'operation' : 'operations'}:`,
      problem.operations
        .map(
          (operation) =>
            `- ${writer.link(operation.operationId, operation.permalink)}: ${code(`${operation.method.toUpperCase()} ${operation.path}`)} (${writer.text(operation.specTitle)})`,
        )
        .join('\n'),
    ]),
  ]);
}

/** The twin of /profiles and /profiles/{spec}: the named schemas of the APIs. */
export function profileListTwin(data: ProfileListPageData, site: SiteAddress): string {
  const writer = new Writer(site);
  const single = data.spec ? data.specs[0] : undefined;
  const list = (profiles: ProfileListPageData['specs'][number]['profiles']) =>
    profiles
      .map(
        (profile) =>
          `- ${writer.link(profile.name, profile.permalink)}: profile ${code(profile.id)}${flagList([profile.deprecated && REFERENCE_TEXTS.deprecated, profile.preview && REFERENCE_TEXTS.preview])}`,
      )
      .join('\n');
  return document(
    twinHeader(titleText(single ? `${REFERENCE_TEXTS.profilesHeading}: ${single.title}` : REFERENCE_TEXTS.profilesHeading), REFERENCE_TEXTS.profilesLead),
    [
      ...data.specs.flatMap((spec) => [
        single ? `API: ${writer.link(spec.title, spec.permalink)}` : heading(2, writer.link(spec.title, spec.permalink)),
        list(spec.profiles),
      ]),
    ],
  );
}

/** Text with `code` in backticks (a changelog entry): code spans kept, the rest escaped. */
function withCode(text: string): string {
  return splitCodeSpans(text)
    .map((piece) => (piece.code ? code(piece.text) : escapeMarkdown(piece.text.replace(/\s+/g, ' '))))
    .join('');
}

/** The twin of an API's changelog: its releases, newest first. */
export function changelogTwin(data: ChangelogPageData, site: SiteAddress): string {
  const writer = new Writer(site);
  return document(twinHeader(titleText(CHANGELOG_TEXTS.heading(data.spec.title)), CHANGELOG_TEXTS.lead), [
    `${writer.link(data.spec.title, data.spec.permalink)} · ${writer.fileLink(CHANGELOG_TEXTS.subscribe, data.feed)}`,
    data.notice ? writer.text(data.notice) : '',
    ...data.releases.flatMap((release) => [
      heading(2, `${writer.text(CHANGELOG_TEXTS.release(release.version))}${release.date ? ` (${release.date})` : ''}`),
      writer.markdown(release.note, 2),
      release.initial ? CHANGELOG_TEXTS.initial : '',
      !release.initial && release.entries.length === 0 ? CHANGELOG_TEXTS.noChanges : '',
      release.entries
        .map((entry) => {
          const links = entry.links.length > 0 ? ` (${entry.links.map((link) => writer.link(link.label, link.permalink)).join(', ')})` : '';
          return `- **${CHANGELOG_TEXTS.labels[entry.label]}**: ${withCode(entry.text)}${links}`;
        })
        .join('\n'),
    ]),
  ]);
}
