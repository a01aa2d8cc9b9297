/**
 * The dev server's warm-up of the docs' Markdown compile (lib/dev-server/warmUp.ts): the MDX loader
 * of the docs instance that owns a doc, with that instance's options (its remark and rehype plugins,
 * its processors), run on the doc's text in memory. Nothing is written and nothing is compiled by
 * webpack: the result is dropped. Relies on the loader's options staying on the compiler's rules
 * (DOCUSAURUS_PATCHES.md).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';

/** The part of a rule this looks at (webpack's and Rspack's RuleSetRule). */
interface Rule {
  include?: unknown;
  use?: unknown;
  rules?: unknown;
  oneOf?: unknown;
}

interface LoaderOptions {
  isMDXPartial?: (file: string) => boolean;
}

/** The loader context the MDX loader reads (webpack's loader API). */
interface LoaderContext {
  _compiler: {name: string};
  resource: string;
  resourcePath: string;
  getOptions: () => LoaderOptions;
  addDependency: (file: string) => void;
  async: () => (error: unknown) => void;
}

type Loader = (this: LoaderContext, text: string) => unknown;

interface MdxLoaderUse {
  loader: string;
  options: LoaderOptions;
  include: string[];
}

/** The MDX loaders of the rules (with the folders they compile), as Docusaurus' content plugins add them. */
export function mdxLoaderUses(rules: readonly unknown[]): MdxLoaderUse[] {
  return rules.flatMap((item): MdxLoaderUse[] => {
    if (!item || typeof item !== 'object') {
      return [];
    }
    const rule = item as Rule;
    const nested = [rule.rules, rule.oneOf].flatMap((list) => (Array.isArray(list) ? mdxLoaderUses(list) : []));
    const include = (Array.isArray(rule.include) ? rule.include : [rule.include]).filter((dir): dir is string => typeof dir === 'string');
    const uses = (Array.isArray(rule.use) ? rule.use : []).flatMap((use: unknown): MdxLoaderUse[] => {
      const {loader, options} = (use ?? {}) as {loader?: unknown; options?: unknown};
      return typeof loader === 'string' && /[/\\]@docusaurus[/\\]mdx-loader[/\\]/.test(loader) && options && typeof options === 'object'
        ? [{loader, options: options as LoaderOptions, include}]
        : [];
    });
    return include.length > 0 ? [...uses, ...nested] : nested;
  });
}

/**
 * One warm-up: the next of `docs()` in turn (a doc's constructs differ: tables, code, admonitions,
 * MDX), through the loader whose rule includes it. A partial, or a doc no rule includes, is passed over.
 */
export function markdownWarmUp(rules: () => readonly unknown[], docs: () => readonly string[]): () => Promise<void> {
  let next = 0;
  const loaders = new Map<string, Loader>();
  const loaderAt = (file: string): Loader => {
    let loader = loaders.get(file);
    if (!loader) {
      // The module webpack runs for the rule: the same code, so warming it warms the save's.
      const required = createRequire(__filename)(file) as {default?: Loader};
      loader = required.default ?? (required as unknown as Loader);
      loaders.set(file, loader);
    }
    return loader;
  };
  return async () => {
    const all = docs();
    if (all.length === 0) {
      return;
    }
    const doc = all[next++ % all.length];
    const use = mdxLoaderUses(rules()).find(({include}) => include.some((dir) => doc.startsWith(dir)));
    if (!use || use.options.isMDXPartial?.(doc)) {
      return;
    }
    const text = await fs.promises.readFile(doc, 'utf8');
    await new Promise<void>((resolve, reject) => {
      const context: LoaderContext = {
        // Same compile; only the client compiler's run warns of unused directives (a save's compile
        // does), which a warm-up would otherwise repeat each time it comes round to that doc.
        _compiler: {name: 'server'},
        resource: doc,
        resourcePath: doc,
        getOptions: () => use.options,
        addDependency: () => undefined,
        async: () => (error) => (error ? reject(error) : resolve()),
      };
      void loaderAt(use.loader).call(context, text);
    });
  };
}
