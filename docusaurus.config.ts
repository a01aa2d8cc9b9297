import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {APP_START_SCRIPT, BASE_URL, COMPANY, HOSTS, PORTAL_NAME, readFlavour} from './lib/portal/config';
import {CSS_CODE_THEME, accessibleTheme} from './src/content/codeTheme';
import {createParseFrontMatter} from './plugins/front-matter';
import guidelineRulesPlugin, {createRuleCatalogue, remarkRuleLinks} from './plugins/guideline-rules';
import portalSectionsPlugin, {docsInstances} from './plugins/portal-sections';
import publicFilterPlugin from './plugins/public-filter';
import routeGuardPlugin from './plugins/route-guard';
import openApiReferencePlugin, {catalogueApis} from './plugins/openapi-reference';
import apiChangelogsPlugin from './plugins/api-changelogs';
import eventReferencePlugin from './plugins/event-reference';
import searchIndexPlugin from './plugins/search-index';
import markdownTwinsPlugin from './plugins/markdown-twins';
import lazyPrismPlugin from './plugins/lazy-prism';
import routePrefetchPlugin from './plugins/route-prefetch';
import errorReportingPlugin from './plugins/error-reporting';
import clientBundlePlugin from './plugins/client-bundle';

/**
 * Docusaurus' page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`), with two changes
 * (DOCUSAURUS_PATCHES.md):
 * - The rendered app loses the NUL characters React 18's streaming renderer puts before some
 *   multibyte characters (facebook/react#31134, facebook/docusaurus#9985). Docusaurus leaves their
 *   removal to its HTML minifier, which we switch off (SKIP_HTML_MINIFICATION below), so pages such
 *   as "Speicherstraße" in hypermedia.md reached the HTML, the search index and the twins with a
 *   NUL in them.
 * - The scripts start after the page's first contentful paint. Deferred, they ran as soon as the
 *   parser ended, before the browser painted what it had parsed since its first paint: on a slow
 *   phone a page showed its header, then its text only after main.js' first long task (the text was
 *   Lighthouse's LCP element, 1.7 to 2.4 s after the first paint at its 4x slowdown). The head
 *   preloads them at low priority, so that they do not compete with the stylesheet for the first
 *   paint, and APP_START_SCRIPT at the end of the body adds them once that paint is reported
 *   (keeping the errors thrown until then for error reporting).
 */
const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" data-app-script />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml.replaceAll(String.fromCharCode(0), '') %></div>
    <%~ it.postBodyTags %>
    <script>${APP_START_SCRIPT}</script>
  </body>
</html>
`;

export default async function createConfig(): Promise<Config> {
  // No HTML minification (Docusaurus' own switch): pages are served precompressed, and minified
  // they are no smaller on the wire (a Stripe operation page: 28.4 KB brotli either way), while
  // minifying took twice as long as rendering them (71 ms against 34 ms), most of a many-spec
  // build's server rendering. SKIP_HTML_MINIFICATION=false turns it back on. Set here, it reaches
  // only the rendering threads; scripts/build.mjs sets it for the main thread too (DOCUSAURUS_PATCHES.md).
  process.env.SKIP_HTML_MINIFICATION ??= 'true';
  const flavour = readFlavour(process.env.PORTAL_FLAVOUR);
  const siteDir = __dirname;
  // Markdown plugins every section and page shares.
  const rules = createRuleCatalogue(siteDir);
  const markdownPlugins = {beforeDefaultRemarkPlugins: [[remarkRuleLinks, {getRules: rules, siteDir}]]};

  return {
    title: PORTAL_NAME,
    titleDelimiter: '-',
    tagline: `Build on the ${PORTAL_NAME}: reference, guidelines and support for partners.`,
    url: `https://${HOSTS[flavour]}`,
    baseUrl: BASE_URL,
    trailingSlash: false,
    favicon: 'common/icons/favicon.svg',
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    ssrTemplate: SSR_TEMPLATE,
    // Its script looks for the app on DOMContentLoaded, which comes before the app starts (SSR_TEMPLATE).
    baseUrlIssueBanner: false,
    // Plugins read the flavour from here (see readFlavour).
    customFields: {flavour},
    future: {v4: true},
    markdown: {
      parseFrontMatter: createParseFrontMatter(siteDir),
      hooks: {onBrokenMarkdownLinks: 'throw'},
      // Writers use `## Heading {#anchor}` and HTML comments; v4 would otherwise switch both off.
      mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    },
    i18n: {defaultLocale: 'en', locales: ['en']},
    clientModules: [path.join(siteDir, 'src/clientModules/appReady.ts')],
    presets: [
      [
        'classic',
        {
          docs: false,
          blog: false,
          pages: markdownPlugins,
          theme: {customCss: './src/css/custom.css'},
          sitemap: {changefreq: 'weekly', priority: 0.5},
        } satisfies Preset.Options,
      ],
    ],
    plugins: [
      ...(await docsInstances(siteDir, flavour, BASE_URL, markdownPlugins)),
      portalSectionsPlugin,
      publicFilterPlugin,
      routeGuardPlugin,
      guidelineRulesPlugin,
      openApiReferencePlugin,
      // The event APIs' pages (AsyncAPI), in the REST section beside the API reference.
      eventReferencePlugin,
      // Right after the reference: its head tag (the feed of all APIs) follows the reference's, as it always has.
      apiChangelogsPlugin,
      markdownTwinsPlugin({rules, apis: () => catalogueApis(siteDir, flavour, {baseUrl: BASE_URL})}),
      searchIndexPlugin,
      lazyPrismPlugin({light: accessibleTheme(prismThemes.github), dark: accessibleTheme(prismThemes.dracula)}),
      routePrefetchPlugin,
      // Reads PORTAL_APM_SERVER_URL; without it no page loads the agent.
      errorReportingPlugin,
      // The browser bundle without what every page would load for nothing (issue 34).
      clientBundlePlugin,
    ],
    themeConfig: {
      colorMode: {respectPrefersColorScheme: true},
      prism: {theme: CSS_CODE_THEME, additionalLanguages: ['bash', 'json', 'yaml', 'http', 'java', 'csharp', 'php', 'ruby']},
      // The header (src/theme/Navbar) takes its entries and dropdowns from the portal-sections
      // plugin's global data, so the top navigation has one source: lib/portal/sections.ts.
      navbar: {
        title: PORTAL_NAME,
        logo: {alt: `${COMPANY.name} logo`, src: 'common/icons/logo.svg'},
        items: [],
      },
      // src/theme/Footer renders these links, the social networks and the copyright line
      // (with the year of viewing) from lib/portal/config.ts.
      footer: {
        links: [
          {label: 'Imprint', href: COMPANY.imprintUrl},
          {label: 'Data protection', to: '/data-protection'},
          {label: 'Terms and conditions', to: '/terms-and-conditions'},
          {label: 'Contact', to: '/support/contact/get-in-touch'},
        ],
      },
    } satisfies Preset.ThemeConfig,
  };
}
