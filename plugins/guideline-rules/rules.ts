import fs from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import type {RuleType} from '../../src/portal/config';
import {RULE_DIR, parseFrontMatter, validateFrontMatter} from '../front-matter';

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

export class RuleError extends Error {
  override name = 'RuleError';
}

export const RULE_LINK = /\[\[(R\d{6})\]\]/g;

export function rulePermalink(id: string): string {
  return `/guidelines/${id.toLowerCase()}`;
}

function ruleFiles(rulesDir: string): string[] {
  if (!fs.existsSync(rulesDir)) {
    return [];
  }
  return fs
    .readdirSync(rulesDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
    .sort();
}

/** Reads, validates and checks every rule file: ids are unique, each rule sits in a group folder. */
export async function loadRules(siteDir: string): Promise<Rule[]> {
  const rulesDir = path.join(siteDir, RULE_DIR);
  const rules = await Promise.all(
    ruleFiles(rulesDir).map(async (relative): Promise<Rule> => {
      const filePath = path.join(rulesDir, relative);
      const file = posixPath(path.relative(siteDir, filePath));
      const fileContent = fs.readFileSync(filePath, 'utf8');
      const parsed = await parseFrontMatter({filePath, fileContent, siteDir});
      const frontMatter = validateFrontMatter(parsed.frontMatter, {filePath, fileContent, siteDir});
      const group = posixPath(path.dirname(relative));
      if (!/^(rest|event)\/[a-z-]+$/.test(group)) {
        throw new RuleError(`${file}: a rule must live in ${RULE_DIR}/<rest|event>/<group>/. Move the file into its group's folder.`);
      }
      const id = String(frontMatter.id);
      return {id, type: frontMatter.type as RuleType, title: String(frontMatter.title), group, permalink: rulePermalink(id), file, automated: frontMatter.automated === true};
    }),
  );
  const byId = new Map<string, Rule>();
  for (const rule of rules) {
    const first = byId.get(rule.id);
    if (first) {
      throw new RuleError(`Duplicate rule id ${rule.id} in ${first.file} and ${rule.file}. Give one of them an unused id.`);
    }
    byId.set(rule.id, rule);
  }
  return rules;
}

/** Rule ids a markdown text links with [[R123456]], outside code. */
export function linkedRuleIds(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...new Set([...prose.matchAll(RULE_LINK)].map((match) => match[1]))];
}
