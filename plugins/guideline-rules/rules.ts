import fs from 'node:fs';
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import {RULE_DIR, parseFrontMatter, validateFrontMatter} from '../front-matter';
import {RuleError, rulePermalink, type Rule} from '../../lib/lint/rules';
import type {RuleType} from '../../lib/portal/rules';

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
      return {
        id,
        type: frontMatter.type as RuleType,
        title: String(frontMatter.title),
        group,
        permalink: rulePermalink(id),
        file,
        automated: frontMatter.automated === true,
      };
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
