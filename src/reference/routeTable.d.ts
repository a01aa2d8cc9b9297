// `@portal/route-table` is Docusaurus' route table as the reference plugin hands it to the browser
// build (see plugins/openapi-reference/clientRoutes.ts).
import type {RouteConfig} from 'react-router-config';

declare const routes: RouteConfig[];
export default routes;
