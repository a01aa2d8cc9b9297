/** `/profiles` and `/profiles/{spec}`: the named schemas (resource representations) of every API, or of one. */
import {ROUTES} from '../../../lib/portal/config';
import type {ProfileListPageData} from '../../../lib/reference/types';
import {profileSummary, type SpecModel} from '../../../lib/openapi/model';
import {profileListTwin} from '../../../lib/twins/reference';
import {COMPONENTS, type PageWriter} from './writer';

function profileList(writer: PageWriter, models: readonly SpecModel[], spec?: string): ProfileListPageData {
  return {
    ...(spec ? {spec} : {}),
    specs: models
      .filter((model) => !spec || model.spec.key === spec)
      .map((model) => ({
        key: model.spec.key,
        title: model.title,
        permalink: writer.url(ROUTES.profiles(model.spec.key)),
        profiles: model.profiles.map((profile) => profileSummary(model, profile)),
      })),
  };
}

/** The list of every API's profiles, or of the API `spec`'s. */
export async function writeProfileListPage(writer: PageWriter, models: readonly SpecModel[], spec?: string): Promise<void> {
  const data = profileList(writer, models, spec);
  writer.page(ROUTES.profiles(spec), COMPONENTS.profiles, {page: await writer.json(spec ? `${spec}/profiles.json` : 'profiles.json', data)});
  writer.writeTwin(ROUTES.profiles(spec), () => profileListTwin(data, writer.site));
}
