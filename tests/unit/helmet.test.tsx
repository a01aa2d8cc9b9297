/**
 * The browser build's react-helmet-async (plugins/client-bundle/helmet.ts), behind every
 * `@docusaurus/Head`: the document's title, meta, link and script tags and the attributes of <html>
 * and <body> follow the <Head> elements mounted, innermost and last mounted first, as with the
 * package; tags the server rendered stay as they are. Each scenario also runs with the package
 * itself, and both must leave the same document.
 */
import {type ComponentType, type ReactNode} from 'react';
import {act, render, type RenderResult} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import * as helmetPackage from 'react-helmet-async';
import * as ours from '../../plugins/client-bundle/helmet';

interface Helmet {
  Helmet: ComponentType<{children?: ReactNode}>;
  HelmetProvider: ComponentType<{children?: ReactNode; context?: object}>;
}
const PACKAGE = helmetPackage as unknown as Helmet;
const OURS = ours as unknown as Helmet;

/** A page as Docusaurus' theme describes it to <Head> (PageMetadata, HtmlClassNameProvider, structured data...). */
interface Page {
  path: string;
  title?: string;
  description?: string;
  keywords?: string[];
  htmlClass: string;
  bodyClass?: string;
  feed?: string;
  breadcrumbs?: string[];
  redirectTo?: string;
}
const SITE = 'https://developer.example';
const DOCS: Page = {
  path: '/portal/rest/about-the-api/pagination',
  title: 'Pagination',
  description: 'How the API splits large collections into pages.',
  htmlClass: 'docs-wrapper plugin-docs plugin-id-rest docs-doc-page',
  breadcrumbs: ['REST', 'Pagination'],
};
const OPERATION: Page = {
  path: '/portal/reference/specs/checkout/operations/createCheckout',
  title: 'Create a checkout',
  description: 'POST /checkouts: creates a checkout.',
  keywords: ['checkout', 'createCheckout'],
  htmlClass: 'docs-wrapper plugin-openapi-reference',
  feed: '/portal/rest/checkout/changelog.atom',
};
const RULE: Page = {
  path: '/portal/guidelines/r101001',
  title: 'Use nouns for resource names',
  description: 'Rule 101001.',
  htmlClass: 'docs-wrapper plugin-docs plugin-id-guidelines docs-doc-page',
  breadcrumbs: ['Guidelines', 'Use nouns'],
};
const HOME: Page = {path: '/portal/', htmlClass: 'plugin-pages', bodyClass: 'home'};
const REDIRECT: Page = {path: '/portal/old', htmlClass: 'plugin-redirects', redirectTo: '/portal/'};

/** The <Head> elements of a Docusaurus page, in the order and nesting of core, theme-classic and theme-common. */
function site({Helmet: Head}: Helmet, page: Page, isBrowser: boolean): ReactNode {
  const url = SITE + page.path;
  return (
    <>
      {/* core's SiteMetadataDefaults */}
      <Head>
        <html lang="en" dir="ltr" />
        <title>Consumer API</title>
        <meta property="og:title" content="Consumer API" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" href="/portal/favicon.svg" />
      </Head>
      {/* theme-classic's SiteMetadata */}
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <body />
      </Head>
      <Head>
        <meta property="og:url" content={url} />
        <link rel="canonical" href={url} />
      </Head>
      <Head>
        <link rel="alternate" href={url} hrefLang="en" />
        <link rel="alternate" href={url} hrefLang="x-default" />
        <meta property="og:locale" content="en" />
      </Head>
      {/* theme-common's HtmlClassNameProvider, nested: the inner one holds the outer's classes too */}
      <Head>
        <html className="plugin-site" />
      </Head>
      <PageHeads key={page.path} Head={Head} page={page} isBrowser={isBrowser} />
      {/* core's HasHydratedDataAttribute */}
      <Head>
        <html data-has-hydrated={isBrowser} />
      </Head>
    </>
  );
}

function PageHeads({Head, page, isBrowser}: {Head: Helmet['Helmet']; page: Page; isBrowser: boolean}): ReactNode {
  const title = page.title ? `${page.title} | Consumer API` : undefined;
  return (
    <>
      <Head>
        <html className={`plugin-site ${page.htmlClass}`} />
      </Head>
      {title && (
        <Head>
          <title>{title}</title>
          <meta property="og:title" content={title} />
        </Head>
      )}
      {page.description && (
        <Head>
          <meta name="description" content={page.description} />
          <meta property="og:description" content={page.description} />
        </Head>
      )}
      {page.keywords && (
        <Head>
          <meta name="keywords" content={page.keywords.join(',')} />
        </Head>
      )}
      {page.feed && (
        <Head>
          <link rel="alternate" type="application/atom+xml" title="Changelog" href={page.feed} />
        </Head>
      )}
      {page.breadcrumbs && (
        <Head>
          <script type="application/ld+json">{JSON.stringify({'@type': 'BreadcrumbList', itemListElement: page.breadcrumbs})}</script>
        </Head>
      )}
      {page.bodyClass && (
        <Head>
          <body className={page.bodyClass} />
        </Head>
      )}
      {page.redirectTo && (
        <Head>
          <meta name="robots" content="noindex" />
          {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${page.redirectTo}`} />}
        </Head>
      )}
    </>
  );
}

/** The head, <html> and <body> the server writes for a page: core's server entry reading the package's context. */
function serverHtml(page: Page): string {
  const provider = PACKAGE.HelmetProvider as unknown as {canUseDOM: boolean};
  provider.canUseDOM = false;
  try {
    const context: {helmet?: Record<'htmlAttributes' | 'bodyAttributes' | 'title' | 'meta' | 'link' | 'script', {toString: () => string}>} = {};
    renderToString(<PACKAGE.HelmetProvider context={context}>{site(PACKAGE, page, false)}</PACKAGE.HelmetProvider>);
    const helmet = context.helmet!;
    return (
      `<html ${helmet.htmlAttributes.toString()}><head><meta charset="UTF-8">` +
      `${helmet.title.toString()}${helmet.meta.toString()}${helmet.link.toString()}${helmet.script.toString()}` +
      `<link rel="stylesheet" href="/portal/styles.css"></head><body ${helmet.bodyAttributes.toString()}></body></html>`
    );
  } finally {
    provider.canUseDOM = true;
  }
}

/** Puts a page's server HTML (or the bare template) in place of the document's. */
function loadDocument(html = '<html><head><meta charset="UTF-8"><link rel="stylesheet" href="/portal/styles.css"></head><body></body></html>'): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const [target, source] of [
    [document.documentElement, parsed.documentElement],
    [document.body, parsed.body],
  ] as const) {
    for (const name of target.getAttributeNames()) {
      target.removeAttribute(name);
    }
    for (const {name, value} of Array.from(source.attributes)) {
      target.setAttribute(name, value);
    }
  }
  document.head.replaceChildren(...Array.from(parsed.head.childNodes, (node) => document.importNode(node, true)));
  document.body.replaceChildren();
  document.title = parsed.title;
}

const attributes = (element: Element) => Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name)]));
/** What a reader (and a search engine's renderer) gets from the document. */
const documentState = () => ({
  title: document.title,
  html: attributes(document.documentElement),
  body: attributes(document.body),
  head: Array.from(document.head.children, (element) => element.outerHTML),
});
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel=canonical]')?.getAttribute('href');

let frames: FrameRequestCallback[];
/** The next animation frame, when the package (and ours) writes to the document. */
const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    delete frames[id - 1];
  });
  loadDocument();
});
afterEach(() => jest.restoreAllMocks());

/** Loads `pages[0]` from the server, hydrates and navigates through the rest: the document after each. */
async function visit(helmet: Helmet, pages: Page[]): Promise<ReturnType<typeof documentState>[]> {
  loadDocument(serverHtml(pages[0]!));
  const app = (page: Page, isBrowser: boolean) => <helmet.HelmetProvider>{site(helmet, page, isBrowser)}</helmet.HelmetProvider>;
  const view = render(app(pages[0]!, false));
  view.rerender(app(pages[0]!, true));
  await nextFrame();
  const states = [documentState()];
  for (const page of pages.slice(1)) {
    view.rerender(app(page, true));
    await nextFrame();
    states.push(documentState());
  }
  view.unmount();
  await nextFrame();
  return states;
}

describe("the browser's <Head> (react-helmet-async's stand-in)", () => {
  it('leaves the document as react-helmet-async does, through a hydration and navigations between page types', async () => {
    for (const pages of [
      [DOCS, OPERATION, RULE, HOME, DOCS],
      [OPERATION, HOME, RULE, REDIRECT, OPERATION],
      [REDIRECT, DOCS],
      [HOME, HOME, OPERATION],
    ]) {
      const expected = await visit(PACKAGE, pages);
      expect(await visit(OURS, pages)).toEqual(expected);
    }
  });

  it('keeps the head the server rendered as it is, node for node, when the page hydrates', async () => {
    loadDocument(serverHtml(DOCS));
    const before = Array.from(document.head.children);
    const title = document.title;
    render(<OURS.HelmetProvider>{site(OURS, DOCS, false)}</OURS.HelmetProvider>).rerender(<OURS.HelmetProvider>{site(OURS, DOCS, true)}</OURS.HelmetProvider>);
    await nextFrame();
    expect(document.head.children).toHaveLength(before.length);
    expect(before.every((element, index) => document.head.children[index] === element)).toBe(true);
    expect(document.title).toBe(title);
    expect(document.documentElement.getAttribute('data-has-hydrated')).toBe('true');
  });

  it("shows the page's title, description and canonical URL after a navigation, and the destination page's only", async () => {
    loadDocument(serverHtml(DOCS));
    const view = render(site(OURS, DOCS, true));
    await nextFrame();
    view.rerender(site(OURS, OPERATION, true));
    await nextFrame();
    expect(document.title).toBe('Create a checkout | Consumer API');
    expect(meta('property="og:title"')).toBe('Create a checkout | Consumer API');
    expect(meta('name=description')).toBe(OPERATION.description);
    expect(meta('name=keywords')).toBe('checkout,createCheckout');
    expect(document.head.querySelectorAll('meta[name=description], meta[property="og:title"], link[rel=canonical]')).toHaveLength(3);
    expect(canonical()).toBe(SITE + OPERATION.path);
    expect(meta('property="og:url"')).toBe(SITE + OPERATION.path);
    expect(document.head.querySelector('link[type="application/atom+xml"]')?.getAttribute('href')).toBe(OPERATION.feed);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // The home page has no description nor title of its own: the site's title, and no description left over.
    view.rerender(site(OURS, HOME, true));
    await nextFrame();
    expect(document.title).toBe('Consumer API');
    expect(meta('property="og:title"')).toBe('Consumer API');
    expect(meta('name=description')).toBeUndefined();
    expect(canonical()).toBe(SITE + HOME.path);
  });

  it('gives the innermost (last mounted) <Head> the title, and the outer one back its own once that unmounts', async () => {
    const {Helmet: Head} = OURS;
    const layout = (page?: ReactNode) => (
      <>
        <Head>
          <title>Site</title>
          <meta name="description" content="The site" />
        </Head>
        {page}
      </>
    );
    const view = render(
      layout(
        <Head>
          <title>Page</title>
          <meta name="description" content="The page" />
        </Head>,
      ),
    );
    await nextFrame();
    expect(document.title).toBe('Page');
    expect(meta('name=description')).toBe('The page');
    view.rerender(layout());
    await nextFrame();
    expect(document.title).toBe('Site');
    expect(meta('name=description')).toBe('The site');
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1);
  });

  it("sets <html>'s lang, dir and class and <body>'s class, the inner <Head>'s class over the outer's, and removes what no <Head> sets any more", async () => {
    const view = render(site(OURS, HOME, true));
    await nextFrame();
    expect(attributes(document.documentElement)).toEqual({
      lang: 'en',
      dir: 'ltr',
      class: 'plugin-site plugin-pages',
      'data-has-hydrated': 'true',
      'data-rh': 'lang,dir,class,data-has-hydrated',
    });
    expect(document.body.className).toBe('home');
    view.rerender(site(OURS, DOCS, true));
    await nextFrame();
    expect(document.documentElement.className).toBe(`plugin-site ${DOCS.htmlClass}`);
    expect(document.body.hasAttribute('class')).toBe(false);
    view.unmount();
    await nextFrame();
    expect(attributes(document.documentElement)).toEqual({});
    expect(document.head.querySelectorAll('[data-rh]')).toHaveLength(0);
  });

  it('leaves attributes and tags of the page that are not its own', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const view = render(site(OURS, RULE, true));
    await nextFrame();
    view.rerender(site(OURS, OPERATION, true));
    await nextFrame();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.head.querySelector('link[rel=stylesheet]')).not.toBeNull();
  });

  it('writes to the document in the next animation frame, once for the changes before it', async () => {
    const view: RenderResult = render(site(OURS, DOCS, true));
    expect(document.title).toBe('');
    view.rerender(site(OURS, RULE, true));
    expect(frames.filter(Boolean)).toHaveLength(1);
    await nextFrame();
    expect(document.title).toBe('Use nouns for resource names | Consumer API');
  });
});
