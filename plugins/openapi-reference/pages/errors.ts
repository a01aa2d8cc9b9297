/** `/rest/errors`: every problem type the APIs return, with the operations that return it. */
import {ROUTES} from '../../../lib/portal/config';
import type {problemTypes} from '../../../lib/openapi/model';
import {errorsTwin} from '../../../lib/twins/reference';
import {COMPONENTS, type PageWriter} from './writer';

export async function writeErrorsPage(writer: PageWriter, problems: ReturnType<typeof problemTypes>): Promise<void> {
  writer.page(ROUTES.referenceErrors, COMPONENTS.errors, {page: await writer.json('errors.json', {problems})});
  writer.writeTwin(ROUTES.referenceErrors, () => errorsTwin({problems}, writer.site));
}
