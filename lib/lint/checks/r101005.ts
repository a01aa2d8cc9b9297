/** The check of R101005, whose rule page is guidelines/rules/rest/contract/r101005.md. */
import type {GuidelineCheck} from './shared';

export const r101005: GuidelineCheck = {
  checks: 'The API, every operation and every parameter have a description.',
  builtin: [{name: 'info-description'}, {name: 'operation-description'}, {name: 'parameter-description'}],
};
