/** `/rest`: one section per API with its summary and guideline conformance. */
import {ROUTES} from '../../../lib/portal/config';
import type {OverviewPageData} from '../../../lib/reference/types';
import {apiSummary, type SpecModel} from '../../../lib/openapi/model';
import {conformanceSummary} from '../../../lib/lint/conformance';
import {overviewTwin} from '../../../lib/twins/reference';
import type {Lints} from '../lint';
import {COMPONENTS, type PageWriter} from './writer';

export async function writeOverviewPage(writer: PageWriter, models: readonly SpecModel[], lints: Lints): Promise<void> {
  const overview: OverviewPageData = {
    apis: models.map((model) => ({
      ...apiSummary(model, {baseUrl: writer.baseUrl}),
      conformance: conformanceSummary(lints.results.get(model.spec.key)!, lints.rules),
    })),
  };
  writer.page(ROUTES.reference, COMPONENTS.overview, {page: await writer.json('overview.json', overview)});
  writer.writeTwin(ROUTES.reference, () => overviewTwin(overview, writer.site));
}
