/**
 * `/rest/{spec}`: the API page with its conformance, and the redirects of its landing
 * (`/reference/specs/{spec}`) and of its operations' short addresses (`/rest/{spec}/{operation}`).
 */
import {ROUTES} from '../../../lib/portal/config';
import type {ConformanceView} from '../../../lib/reference/types';
import {apiPageData, type SpecModel} from '../../../lib/openapi/model';
import {apiTwin} from '../../../lib/twins/reference';
import {COMPONENTS, type PageWriter} from './writer';

export async function writeApiPage(writer: PageWriter, model: SpecModel, conformance: ConformanceView, sidebar: string): Promise<void> {
  const {key} = model.spec;
  const apiData = {...apiPageData(model, {baseUrl: writer.baseUrl}), conformance};
  writer.page(ROUTES.api(key), COMPONENTS.api, {page: await writer.json(`${key}/api.json`, apiData)}, sidebar);
  writer.redirect({from: ROUTES.specLanding(key), to: `${ROUTES.reference}#${key}`});
  writer.writeTwin(ROUTES.api(key), () => apiTwin(apiData, writer.site));
}

/** Redirects from the operations' short addresses; the changelog's address wins over an operation's. */
export function writeOperationRedirects(writer: PageWriter, model: SpecModel): void {
  const {key} = model.spec;
  for (const operation of model.operations) {
    if (ROUTES.apiOperation(key, operation.slug) !== ROUTES.apiChangelog(key)) {
      writer.redirect({from: ROUTES.apiOperation(key, operation.slug), to: ROUTES.operation(key, operation.slug)});
    }
  }
}
