/** The page data worker's side (pageDataWorker.cjs): one spec, loaded and modelled as the catalogue does, its files written; or one spec's lint. */
import {SpecInputError, loadSpecFile} from '../../lib/openapi/load';
import {buildSpecModel} from '../../lib/openapi/model';
import {markNew} from '../../lib/openapi/changelog';
import type {Rule} from '../../lib/lint/rules';
import type {SpecLintResult} from '../../lib/lint/lint';
import type {PageDataRequest, WorkerRequest} from './pageDataThreads';
import {writeSpecPageData} from './specPageData';
import {lintRequest} from './lint';

export const handleWorkerRequest = (
  {siteDir, rules}: {siteDir: string; rules: Rule[]},
  request: WorkerRequest,
): Promise<string[] | SpecLintResult | undefined> => ('lint' in request ? lintRequest(rules, request.lint) : handlePageDataRequest(siteDir, request.pages));

async function handlePageDataRequest(siteDir: string, {file, isNew, ctx}: PageDataRequest): Promise<string[]> {
  const load = await loadSpecFile(siteDir, file);
  if (!load.spec) {
    // The main thread loaded the same file a moment ago: only a file changed since could fail.
    throw new SpecInputError(`${file} no longer loads: ${load.problems.join('; ')}`);
  }
  const model = buildSpecModel(load.spec, {baseUrl: ctx.site.baseUrl});
  markNew(model, new Set(isNew));
  return writeSpecPageData(model, ctx);
}
