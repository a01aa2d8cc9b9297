import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {filterRules, parseRuleFilter, serializeRuleFilter, type RuleFilter} from '../ruleFilter';
import type {RuleSummary} from './useGuidelineRules';

/** Filter state of the rule index, kept in the URL so a filtered list can be shared. */
export function useRuleFilter(rules: readonly RuleSummary[]) {
  const location = useLocation();
  const history = useHistory();
  const filter = useMemo(() => parseRuleFilter(location.search), [location.search]);
  const setFilter = useCallback((next: RuleFilter) => history.replace({...location, search: serializeRuleFilter(next)}), [history, location]);
  const toggleType = useCallback(
    (type: string) => setFilter({...filter, types: filter.types.includes(type) ? filter.types.filter((t) => t !== type) : [...filter.types, type]}),
    [filter, setFilter],
  );
  const setGroup = useCallback((group: string) => setFilter({...filter, group}), [filter, setFilter]);
  const toggleAutomated = useCallback(() => setFilter({...filter, automated: !filter.automated}), [filter, setFilter]);
  const visible = useMemo(() => filterRules(rules, filter), [rules, filter]);
  return {filter, visible, toggleType, setGroup, toggleAutomated, reset: () => setFilter({types: [], group: '', automated: false})};
}
