/**
 * A guideline rule as pages, the linter and the search index see it, and the rules plugin's data
 * contract with the theme. Reading the rule files lives in plugins/guideline-rules (it needs
 * Docusaurus' front matter parser).
 */
import type {RuleType} from '../portal/rules';
import {WriterError} from '../shared/writerError';

/** What a page needs to show and link a rule. */
export interface Rule {
  id: string;
  type: RuleType;
  title: string;
  /** `<rest|event>/<group>`, from the rule's folder. */
  group: string;
  /** Site path of the rule page. */
  permalink: string;
  /** Site-relative file. */
  file: string;
  /** The rule page says the API linter checks it. */
  automated: boolean;
}

export class RuleError extends WriterError {}

export const RULE_LINK = /\[\[(R\d{6})\]\]/g;

export function rulePermalink(id: string): string {
  return `/guidelines/${id.toLowerCase()}`;
}

/** A page that links a rule. */
export interface Backlink {
  title: string;
  permalink: string;
}

/** How the API linter checks an automated rule. */
export interface RuleLint {
  severity: 'error' | 'warn';
  /** What the check verifies. */
  checks: string;
}

/**
 * What the guideline pages read (the rule components of the theme): a route module of the guidelines
 * section's root route, so no other page downloads it (about 6 KB gzip, item 9 of issue 12).
 */
export interface GuidelineRulesData {
  rules: (Omit<Rule, 'file'> & {lint?: RuleLint})[];
  backlinks: Record<string, Backlink[]>;
}

/** Rule ids a markdown text links with [[R123456]], outside code. */
export function linkedRuleIds(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...new Set([...prose.matchAll(RULE_LINK)].map((match) => match[1]))];
}
