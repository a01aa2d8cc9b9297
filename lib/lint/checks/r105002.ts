/** The check of R105002, whose rule page is guidelines/rules/rest/resources/r105002.md. */
import {type GuidelineCheck, pathsOnly} from './shared';

/** Words that make a path segment an action rather than a resource. */
// Words that are also nouns in paths (post offices, gift sets, credit checks) are left out.
const VERBS = new Set([
  'get',
  'create',
  'update',
  'delete',
  'remove',
  'add',
  'fetch',
  'retrieve',
  'list',
  'cancel',
  'activate',
  'deactivate',
  'send',
  'execute',
  'calculate',
  'validate',
  'modify',
  'submit',
]);

function staticSegments(route: string): string[] {
  return route.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
}

export const r105002: GuidelineCheck = {
  checks: 'No path segment is or contains a verb such as get, create or cancel: the method is the verb.',
  rule: () => ({
    PathItem: pathsOnly((route, ctx) => {
      for (const segment of staticSegments(route)) {
        const verb = segment.split('-').find((word) => VERBS.has(word));
        if (verb) {
          ctx.report({
            message: `Segment \`${segment}\` of ${route} holds the verb \`${verb}\`: name the resource and let the HTTP method act on it.`,
            location: ctx.rawLocation.key(),
          });
        }
      }
    }),
  }),
};
