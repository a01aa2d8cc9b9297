import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, generate} from '@docusaurus/utils';
import {RULE_DIR} from '../front-matter';
import {checkOf} from '../../lib/lint/checks';
import {isEnforced, rulesetProblems, severityOf} from '../../lib/lint/lint';
import {linkedRuleIds, RuleError, type Backlink, type GuidelineRulesData, type Rule, type RuleLint} from '../../lib/lint/rules';
import {loadRules} from './rules';

export {default as remarkRuleLinks} from './remarkRuleLinks';

/**
 * The rules, re-read when a rule file is added, removed or changed, so the dev server links new
 * rules without a restart. Checking costs one directory walk and a stat per rule file.
 */
export function createRuleCatalogue(siteDir: string): () => Promise<ReadonlyMap<string, Rule>> {
  const rulesDir = path.join(siteDir, RULE_DIR);
  let signature = '';
  let current: Promise<ReadonlyMap<string, Rule>> | null = null;
  return () => {
    const files = fs.existsSync(rulesDir) ? fs.readdirSync(rulesDir, {recursive: true, encoding: 'utf8'}).sort() : [];
    const next = files.map((file) => `${file}:${fs.statSync(path.join(rulesDir, file)).mtimeMs}`).join('|');
    if (!current || next !== signature) {
      signature = next;
      current = loadRules(siteDir).then((rules) => new Map(rules.map((rule) => [rule.id, rule])));
    }
    return current;
  };
}

interface LoadedDoc {
  title: string;
  permalink: string;
  source: string;
}
interface DocsContent {
  loadedVersions: {docs: LoadedDoc[]}[];
}

/** The rule ids a doc links, by file, with the modification time and size they were read at. */
export type LinkedRulesCache = Map<string, {mtimeMs: number; size: number; ids: readonly string[]}>;

/** The rule ids `file` links; read again only when the file changed since `cache` saw it (a dev server's save reads the saved doc alone). */
function linkedRulesOf(file: string, cache?: LinkedRulesCache): readonly string[] {
  if (!cache) {
    return linkedRuleIds(fs.readFileSync(file, 'utf8'));
  }
  const {mtimeMs, size} = fs.statSync(file);
  const known = cache.get(file);
  if (known?.mtimeMs === mtimeMs && known.size === size) {
    return known.ids;
  }
  const ids = linkedRuleIds(fs.readFileSync(file, 'utf8'));
  cache.set(file, {mtimeMs, size, ids});
  return ids;
}

/** Which pages link which rule, from the docs this flavour contains. */
export function collectBacklinks(siteDir: string, docs: readonly LoadedDoc[], cache?: LinkedRulesCache): Record<string, Backlink[]> {
  const backlinks: Record<string, Backlink[]> = {};
  for (const doc of docs) {
    const file = path.join(siteDir, aliasedSitePathToRelativePath(doc.source));
    for (const id of linkedRulesOf(file, cache)) {
      (backlinks[id] ??= []).push({title: doc.title, permalink: doc.permalink});
    }
  }
  for (const links of Object.values(backlinks)) {
    links.sort((a, b) => a.title.localeCompare(b.title));
  }
  return backlinks;
}

/** The rules' data file, relative to the generated files directory. */
const RULES_DATA_FILE = path.join('guideline-rules', 'rules.json');

/**
 * Where the rules' data is written: the guidelines section's docs instance names it as a route module
 * (plugins/portal-sections) before this plugin writes it, which Docusaurus allows because routes are
 * bundled only after every plugin's allContentLoaded.
 */
export function rulesDataFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, RULES_DATA_FILE);
}

/** Publishes the rules and their backlinks for rule pages, group pages and the rule index. */
export default function guidelineRulesPlugin(context: LoadContext): Plugin {
  const getRules = createRuleCatalogue(context.siteDir);
  // In the dev server a save changes one doc: the others' rule links are not read again.
  const linkedRules: LinkedRulesCache | undefined = process.env.NODE_ENV === 'production' ? undefined : new Map();
  return {
    name: 'guideline-rules',
    getPathsToWatch: () => [path.join(context.siteDir, RULE_DIR, '**/*.{md,mdx}')],
    // Loading here reports invalid or duplicate rules before any page is compiled.
    // Rule pages and the linter's ruleset must agree on which rules are automated.
    async loadContent() {
      const problems = rulesetProblems([...(await getRules()).values()]);
      if (problems.length > 0) {
        throw new RuleError(`The automated rules and the lint ruleset disagree.\n${problems.join('\n')}`);
      }
    },
    async allContentLoaded({allContent}) {
      const rules = [...(await getRules()).values()].sort((a, b) => a.id.localeCompare(b.id));
      const docs = (Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]).flatMap((content) =>
        content.loadedVersions.flatMap((version) => version.docs),
      );
      const data: GuidelineRulesData = {
        rules: rules.map(({file: _file, ...rule}) => {
          // isEnforced leaves out MAY, the one type whose severity is 'off'.
          return isEnforced(rule) ? {...rule, lint: {severity: severityOf(rule.type) as RuleLint['severity'], checks: checkOf(rule.id)!.checks}} : rule;
        }),
        backlinks: collectBacklinks(context.siteDir, docs, linkedRules),
      };
      // Docusaurus' own writer: in the dev server it leaves an unchanged file alone, so nothing rebuilds for it.
      await generate(context.generatedFilesDir, RULES_DATA_FILE, JSON.stringify(data));
    },
  };
}
