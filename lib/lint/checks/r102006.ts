/** The check of R102006, whose rule page is guidelines/rules/rest/json/r102006.md. */
import type {Json} from '../../shared/guards';
import {type Context, type GuidelineCheck, flatSchema, eachMediaType} from './shared';

const JSON_MEDIA = /^application\/([\w.+-]*\+)?json(;.*)?$/;

export const r102006: GuidelineCheck = {
  checks: 'No request or response body is a top-level JSON array.',
  rule: () => {
    const check = (owner: Json, ctx: Context) =>
      eachMediaType(owner, ctx, (mediaType, media, at) => {
        if (JSON_MEDIA.test(mediaType) && flatSchema(media.schema, ctx).type === 'array') {
          ctx.report({
            message: 'Wrap the list in an object (for example `{"items": [...]}` or HAL `_embedded`), so the body can grow.',
            location: at.child(['schema']),
          });
        }
      });
    return {RequestBody: check, Response: check};
  },
};
