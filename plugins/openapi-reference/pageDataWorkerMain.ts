/** The page data worker's side (pageDataWorker.cjs): one spec, loaded and modelled as the catalogue does, its files written. */
import {SpecInputError, loadSpecFile} from './load';
import {buildSpecModel} from './model';
import {operationKey} from './changelog';
import type {PageDataRequest} from './pageDataThreads';
import {writeSpecPageData} from './specPageData';

export async function handlePageDataRequest(siteDir: string, {file, isNew, ctx}: PageDataRequest): Promise<string[]> {
  const load = await loadSpecFile(siteDir, file);
  if (!load.spec) {
    // The main thread loaded the same file a moment ago: only a file changed since could fail.
    throw new SpecInputError(`${file} no longer loads: ${load.problems.join('; ')}`);
  }
  const model = buildSpecModel(load.spec, {baseUrl: ctx.site.baseUrl});
  const added = new Set(isNew);
  for (const operation of [...model.operations, ...model.webhooks]) {
    if (added.has(operationKey(operation))) {
      operation.summary.isNew = true;
    }
  }
  return writeSpecPageData(model, ctx);
}
