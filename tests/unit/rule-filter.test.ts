import type {RuleType} from '../../lib/portal/rules';
import {filterRules, groupLabel, groupsOf, parseRuleFilter, serializeRuleFilter} from '../../src/guidelines/ruleFilter';

const rules: {id: string; type: RuleType; group: string; lint?: {severity: 'error' | 'warn'; checks: string}}[] = [
  {id: 'R101001', type: 'MUST', group: 'rest/contract', lint: {severity: 'error', checks: 'A valid OpenAPI description.'}},
  {id: 'R102004', type: 'SHOULD NOT', group: 'rest/json'},
  {id: 'R206004', type: 'MAY', group: 'event/kafka'},
  {id: 'R206001', type: 'MUST', group: 'event/kafka'},
];

describe('rule index filter', () => {
  it('shows everything without a filter', () => {
    expect(filterRules(rules, {types: [], group: '', automated: false})).toEqual(rules);
  });

  it('filters by type and group together', () => {
    expect(filterRules(rules, {types: ['MUST'], group: '', automated: false}).map((rule) => rule.id)).toEqual(['R101001', 'R206001']);
    expect(filterRules(rules, {types: ['MUST', 'MAY'], group: 'event/kafka', automated: false}).map((rule) => rule.id)).toEqual(['R206004', 'R206001']);
    expect(filterRules(rules, {types: ['SHOULD'], group: '', automated: false})).toEqual([]);
  });

  it('keeps to the rules the linter checks when asked, together with the other filters', () => {
    expect(filterRules(rules, {types: [], group: '', automated: true}).map((rule) => rule.id)).toEqual(['R101001']);
    expect(filterRules(rules, {types: ['MAY'], group: '', automated: true})).toEqual([]);
    expect(parseRuleFilter('?automated').automated).toBe(true);
  });

  it('labels groups for readers', () => {
    expect(groupLabel('rest/json')).toBe('REST: JSON');
    expect(groupLabel('rest/http')).toBe('REST: HTTP');
    expect(groupLabel('event/kafka')).toBe('Events: Kafka');
    expect(groupsOf(rules)).toEqual(['rest/contract', 'rest/json', 'event/kafka']);
  });

  it('round-trips the filter through the query string and ignores unknown types', () => {
    const filter = {types: ['MUST', 'MUST NOT'], group: 'rest/json', automated: true};
    expect(parseRuleFilter(serializeRuleFilter(filter))).toEqual(filter);
    expect(parseRuleFilter('?type=MUSTY&type=MAY')).toEqual({types: ['MAY'], group: '', automated: false});
    expect(serializeRuleFilter({types: [], group: '', automated: false})).toBe('');
  });
});
