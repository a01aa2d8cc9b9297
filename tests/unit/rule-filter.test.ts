import type {RuleType} from '../../plugins/front-matter';
import {filterRules, groupLabel, groupsOf, parseRuleFilter, serializeRuleFilter} from '../../src/hooks/ruleFilter';

const rules: {id: string; type: RuleType; group: string}[] = [
  {id: 'R101001', type: 'MUST', group: 'rest/contract'},
  {id: 'R102004', type: 'SHOULD NOT', group: 'rest/json'},
  {id: 'R206004', type: 'MAY', group: 'event/kafka'},
  {id: 'R206001', type: 'MUST', group: 'event/kafka'},
];

describe('rule index filter', () => {
  it('shows everything without a filter', () => {
    expect(filterRules(rules, {types: [], group: ''})).toEqual(rules);
  });

  it('filters by type and group together', () => {
    expect(filterRules(rules, {types: ['MUST'], group: ''}).map((rule) => rule.id)).toEqual(['R101001', 'R206001']);
    expect(filterRules(rules, {types: ['MUST', 'MAY'], group: 'event/kafka'}).map((rule) => rule.id)).toEqual(['R206004', 'R206001']);
    expect(filterRules(rules, {types: ['SHOULD'], group: ''})).toEqual([]);
  });

  it('labels groups for readers', () => {
    expect(groupLabel('rest/json')).toBe('REST: JSON');
    expect(groupLabel('rest/http')).toBe('REST: HTTP');
    expect(groupLabel('event/kafka')).toBe('Events: Kafka');
    expect(groupsOf(rules)).toEqual(['rest/contract', 'rest/json', 'event/kafka']);
  });

  it('round-trips the filter through the query string and ignores unknown types', () => {
    const filter = {types: ['MUST', 'MUST NOT'], group: 'rest/json'};
    expect(parseRuleFilter(serializeRuleFilter(filter))).toEqual(filter);
    expect(parseRuleFilter('?type=MUSTY&type=MAY')).toEqual({types: ['MAY'], group: ''});
    expect(serializeRuleFilter({types: [], group: ''})).toBe('');
  });
});
