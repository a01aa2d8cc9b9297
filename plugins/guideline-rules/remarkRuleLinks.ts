import path from 'node:path';
import type {Parent, PhrasingContent, Root, Text} from 'mdast';
import type {VFile} from 'vfile';
import {RULE_LINK, RuleError, type Rule} from '../../lib/lint/rules';

export interface Options {
  /** Returns the current rules; called once per file, so the dev server sees new rules. */
  getRules: () => Promise<ReadonlyMap<string, Rule>>;
  siteDir: string;
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute' as const, name, value};
}

function ruleLinkNode(rule: Rule): PhrasingContent {
  return {
    type: 'mdxJsxTextElement',
    name: 'RuleLink',
    attributes: [attribute('id', rule.id), attribute('type', rule.type), attribute('title', rule.title), attribute('to', rule.permalink)],
    children: [],
  } as unknown as PhrasingContent;
}

/** Micromark may leave the brackets of an unresolved reference as separate text nodes. */
function mergeAdjacentText(parent: Parent): void {
  parent.children = parent.children.reduce<Parent['children']>((merged, child) => {
    const previous = merged[merged.length - 1];
    if (previous?.type === 'text' && child.type === 'text') {
      merged[merged.length - 1] = {
        ...previous,
        value: previous.value + child.value,
        position: previous.position && child.position ? {start: previous.position.start, end: child.position.end} : undefined,
      };
    } else {
      merged.push(child);
    }
    return merged;
  }, []);
}

type Where = (node: Text, offset: number) => string;

/** A text node with its rule links replaced by RuleLink elements. */
function splitRuleLinks(node: Text, rules: ReadonlyMap<string, Rule>, where: Where): PhrasingContent[] {
  if (!node.value.includes('[[R')) {
    return [node];
  }
  const parts: PhrasingContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(RULE_LINK)) {
    const rule = rules.get(match[1]!);
    if (!rule) {
      throw new RuleError(
        `${where(node, match.index)}: unknown rule id ${match[1]} in ${match[0]}. Link an existing rule (files in guidelines/rules/) or create the rule first.`,
      );
    }
    if (match.index > last) {
      parts.push({type: 'text', value: node.value.slice(last, match.index)});
    }
    parts.push(ruleLinkNode(rule));
    last = match.index + match[0].length;
  }
  if (last < node.value.length) {
    parts.push({type: 'text', value: node.value.slice(last)});
  }
  return parts;
}

/**
 * Turns `[[R101001]]` in any page into a link to the rule that shows its id, type and title.
 * An unknown id fails the build with the file, the line and the fix.
 */
export default function remarkRuleLinks({getRules, siteDir}: Options) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const rules = await getRules();
    const where: Where = (node, offset) => {
      const relative = file.path ? path.relative(siteDir, file.path) : '<unknown file>';
      const line = node.position ? node.position.start.line + node.value.slice(0, offset).split('\n').length - 1 : undefined;
      return line ? `${relative}:${line}` : relative;
    };
    const transform = (parent: Parent): void => {
      mergeAdjacentText(parent);
      parent.children = parent.children.flatMap((child) => {
        if (child.type === 'text') {
          return splitRuleLinks(child, rules, where) as Parent['children'];
        }
        if ('children' in child) {
          transform(child);
        }
        return [child];
      });
    };
    transform(tree);
  };
}
