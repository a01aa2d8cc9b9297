/** The rule index's filter (pure; see useRuleFilter). */
import type {GuidelineRulesData} from '../../lib/lint/rules';
import {RULE_TYPES} from '../../lib/portal/rules';

type RuleSummary = GuidelineRulesData['rules'][number];

export interface RuleFilter {
  /** Types to show; empty shows all. */
  types: readonly string[];
  /** `rest/json` etc., or '' for all groups. */
  group: string;
  /** Only the rules the API linter checks. */
  automated: boolean;
}

export function filterRules<T extends Pick<RuleSummary, 'type' | 'group' | 'lint'>>(rules: readonly T[], filter: RuleFilter): T[] {
  return rules.filter(
    (rule) =>
      (filter.types.length === 0 || filter.types.includes(rule.type)) &&
      (filter.group === '' || rule.group === filter.group) &&
      (!filter.automated || rule.lint !== undefined),
  );
}

const ACRONYMS: Record<string, string> = {json: 'JSON', http: 'HTTP'};

/** `rest/json` -> `REST: JSON`, `event/kafka` -> `Events: Kafka`. */
export function groupLabel(group: string): string {
  const [kind, name = ''] = group.split('/');
  const title = ACRONYMS[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
  return `${kind === 'rest' ? 'REST' : 'Events'}: ${title}`;
}

/** Groups in the order rules first appear (rules are sorted by id, so REST before events). */
export function groupsOf(rules: readonly Pick<RuleSummary, 'group'>[]): string[] {
  return [...new Set(rules.map((rule) => rule.group))];
}

/** Reads a filter from a query string such as `?type=MUST&type=MAY&group=rest/json&automated`. */
export function parseRuleFilter(search: string): RuleFilter {
  const params = new URLSearchParams(search);
  return {
    types: params.getAll('type').filter((type) => (RULE_TYPES as readonly string[]).includes(type)),
    group: params.get('group') ?? '',
    automated: params.has('automated'),
  };
}

export function serializeRuleFilter(filter: RuleFilter): string {
  const params = new URLSearchParams();
  filter.types.forEach((type) => params.append('type', type));
  if (filter.group) {
    params.set('group', filter.group);
  }
  if (filter.automated) {
    params.set('automated', '');
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
