/**
 * What the components that list generated content become in a twin: the same list the page shows,
 * as Markdown links to the listed pages' twins.
 */
import {ROUTES} from '../../lib/portal/config';
import {type SiteAddress, twinHeader, twinUrl} from '../../lib/twins/format';

export interface TwinRule {
  id: string;
  type: string;
  title: string;
  /** `<rest|event>/<group>`. */
  group: string;
  /** Site path of the rule page. */
  permalink: string;
}

export type RuleLookup = ReadonlyMap<string, TwinRule & {automated?: boolean}>;

/**
 * A rule page's twin says what its page's badge says: the rule's type and id, and whether the API
 * linter checks it, on the line after the header.
 */
export function withRuleLine(markdown: string, page: {title: string; summary?: string}, rule: (TwinRule & {automated?: boolean}) | undefined): string {
  const header = twinHeader(page.title, page.summary);
  if (!rule || !markdown.startsWith(header)) {
    return markdown;
  }
  return `${header}**${rule.type}** · ${rule.id}${rule.automated ? ' · checked by the API linter' : ''}\n\n${markdown.slice(header.length)}`;
}

export interface ComponentData {
  site: SiteAddress;
  rules: RuleLookup;
  /** The flavour's APIs, for the list of changelogs. */
  apis: readonly {key: string; title: string}[];
}

/** `<RuleIndex />`: every rule by group, as the index lists them before a filter. */
function ruleIndex({site, rules}: ComponentData): string {
  const groups = new Map<string, TwinRule[]>();
  for (const rule of [...rules.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    groups.set(rule.group, [...(groups.get(rule.group) ?? []), rule]);
  }
  return [...groups]
    .map(
      ([group, members]) =>
        `**${group}**\n\n${members.map((rule) => `- [${rule.id} ${rule.type}: ${rule.title}](${twinUrl(site, rule.permalink)})`).join('\n')}`,
    )
    .join('\n\n');
}

/** `<ApiChangelogs />`: each API's changelog page. */
function apiChangelogs({site, apis}: ComponentData): string {
  return apis.map((api) => `- [${api.title}](${twinUrl(site, ROUTES.apiChangelog(api.key))})`).join('\n');
}

const WRITERS: Record<string, (data: ComponentData) => string> = {RuleIndex: ruleIndex, ApiChangelogs: apiChangelogs};

/** The `component` callback of docTwin: Markdown for a known component, undefined for others. */
export function componentTwins(data: ComponentData): (name: string) => string | undefined {
  return (name) => WRITERS[name]?.(data);
}
