/** The check of R106001, whose rule page is guidelines/rules/rest/hypermedia/r106001.md. */
import {type Json, isObject} from '../../shared/guards';
import {type Context, type GuidelineCheck, resolveNode, flatSchema, eachMediaType} from './shared';

export const r106001: GuidelineCheck = {
  checks: 'Every `application/hal+json` object body has `_links`.',
  rule: () => ({
    Response(response: Json, ctx: Context) {
      eachMediaType(response, ctx, (mediaType, media, at) => {
        // Each alternative of a oneOf or anyOf is a representation of its own.
        const resolved = resolveNode(media.schema, ctx);
        const alternatives =
          isObject(resolved) && Array.isArray(resolved.oneOf ?? resolved.anyOf) ? ((resolved.oneOf ?? resolved.anyOf) as unknown[]) : [media.schema];
        const missing = alternatives
          .map((alternative) => flatSchema(alternative, ctx))
          .some((schema) => schema.type !== 'array' && schema.properties._links === undefined);
        if (mediaType.startsWith('application/hal+json') && missing) {
          ctx.report({message: 'A HAL representation has `_links`: add them to the schema.', location: at.child(['schema'])});
        }
      });
    },
  }),
};
