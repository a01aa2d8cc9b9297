import path from 'node:path';
import * as z from 'zod';
import type {ParseFrontMatter} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {RULE_ANCHORS, RULE_TYPES} from '../../lib/portal/rules';
import {WriterError} from '../../lib/shared/writerError';

/** Rule files live under guidelines/rules/<rest|event>/<group>/. */
export const RULE_DIR = path.join('guidelines', 'rules');

const pageSchema = z
  .object({
    title: z
      .string({error: (issue) => (issue.input === undefined ? 'is missing: add `title: <page title>`' : 'must be text')})
      .trim()
      .min(1, 'is empty: write the page title'),
    description: z.string().optional(),
    public: z.boolean({error: 'must be true or false (without quotes)'}).optional(),
    breadcrumb: z
      .strictObject(
        {
          title: z.string().trim().min(1).optional(),
          hash: z
            .string()
            .regex(/^#?[A-Za-z0-9_-]+$/)
            .optional(),
        },
        {error: 'must be {title: <label>, hash: <anchor>}, both optional'},
      )
      .optional(),
  })
  .loose();

const ruleSchema = pageSchema.extend({
  id: z.string().regex(/^R\d{6}$/, 'must be "R" followed by six digits, e.g. R101001'),
  type: z.enum(RULE_TYPES, {error: `must be one of ${RULE_TYPES.join(', ')}`}),
  /** The API linter checks this rule (lib/lint); the build holds the two together. */
  automated: z.boolean({error: 'must be true or false (without quotes)'}).optional(),
});

export class FrontMatterError extends WriterError {}

export function isRuleFile(filePath: string, siteDir: string): boolean {
  return path.relative(siteDir, filePath).startsWith(RULE_DIR + path.sep);
}

/** The 1-based line of `key:` in the front matter block, or undefined when the key is absent. */
export function frontMatterLine(fileContent: string, key: string): number | undefined {
  const lines = fileContent.split('\n');
  const index = lines.findIndex((line, i) => i > 0 && new RegExp(`^${key}\\s*:`).test(line));
  return index === -1 ? undefined : index + 1;
}

/**
 * Validates what writers put in front matter and fails with the file, the line and the fix.
 * Rule files also get their public route, /guidelines/r<id in lower case>.
 */
export function validateFrontMatter(
  frontMatter: Record<string, unknown>,
  {filePath, fileContent, siteDir}: {filePath: string; fileContent: string; siteDir: string},
): Record<string, unknown> {
  const rule = isRuleFile(filePath, siteDir);
  const result = (rule ? ruleSchema : pageSchema).safeParse(frontMatter);
  if (!result.success) {
    const file = path.relative(siteDir, filePath);
    const problems = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'front matter');
      const line = frontMatterLine(fileContent, key);
      const found = key in frontMatter ? ` (found ${JSON.stringify(frontMatter[key])})` : '';
      return `${file}${line ? `:${line}` : ''}: front matter "${key}" ${issue.message}${found}.`;
    });
    throw new FrontMatterError(`Invalid front matter.\n${problems.join('\n')}`);
  }
  if (rule) {
    return {
      slug: `/${String(frontMatter.id).toLowerCase()}`,
      // The breadcrumb's last entry is the rule's group: point it at the group's rule table.
      breadcrumb: {hash: RULE_ANCHORS.ruleTable},
      ...frontMatter,
    };
  }
  return frontMatter;
}

type ParseResult = Awaited<ReturnType<typeof DEFAULT_PARSE_FRONT_MATTER>>;

/**
 * Parses front matter; broken YAML fails with the file, the line js-yaml noticed it on, and the
 * fix, instead of a YAMLException dump that names no file.
 */
export async function parseFrontMatter(
  {filePath, fileContent, siteDir}: {filePath: string; fileContent: string; siteDir: string},
  parse: (params: {filePath: string; fileContent: string}) => Promise<ParseResult> = DEFAULT_PARSE_FRONT_MATTER,
): Promise<ParseResult> {
  try {
    return await parse({filePath, fileContent});
  } catch (error) {
    const yamlError = error as {name?: string; reason?: string; mark?: {line: number}};
    if (yamlError.name !== 'YAMLException') {
      throw error;
    }
    const file = path.relative(siteDir, filePath);
    // js-yaml counts from the line after the opening ---: that is line 1 of the file.
    const line = yamlError.mark ? yamlError.mark.line + 1 : undefined;
    const lines = fileContent.split('\n');
    const near = line ? [lines[line - 2], lines[line - 1]].filter((text) => text !== undefined && text.trim() !== '' && text.trim() !== '---') : [];
    throw new FrontMatterError(
      `${file}${line ? `:${line}` : ''}: the front matter is not valid YAML (${yamlError.reason ?? 'syntax error'})` +
        (near.length > 0 ? `, near ${near.map((text) => JSON.stringify(text.trim())).join(' / ')}` : '') +
        '. Fix the YAML between the --- lines: close every [ and {, and quote values that contain [ ] { } : or #.',
    );
  }
}

export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async ({filePath, fileContent, defaultParseFrontMatter}) => {
    const parsed = await parseFrontMatter({filePath, fileContent, siteDir}, defaultParseFrontMatter);
    if (!isContentFile(filePath, siteDir)) {
      return parsed;
    }
    return {...parsed, frontMatter: validateFrontMatter(parsed.frontMatter, {filePath, fileContent, siteDir})};
  };
}

/** Front matter of the pages plugin's React pages or of partials is not ours to check. */
function isContentFile(filePath: string, siteDir: string): boolean {
  const relative = path.relative(siteDir, filePath);
  const base = path.basename(filePath);
  return /\.mdx?$/.test(base) && !base.startsWith('_') && !relative.startsWith('..');
}
