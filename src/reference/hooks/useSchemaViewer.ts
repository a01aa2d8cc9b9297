import {type SyntheticEvent, useCallback, useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadBundle} from '@portal/page-data-source';
import {type AlternativesNode, type SchemaNode, type ViewerContext, expandRepeat} from '../../../lib/reference/schemaModel';
import {viewerContextOf} from '../../../lib/reference/pageTrees';
import {useAlternativeChoices} from './useAlternativeChoices';
import type {SchemaBundle} from '../../../lib/reference/types';

export interface AlternativeChoice {
  selected: number;
  select: (index: number) => void;
  /**
   * Before hydration (and without JavaScript) every option is shown, each under its label; in the
   * browser the dropdown shows one. The first option is the default.
   */
  interactive: boolean;
}

/**
 * The chosen option of an ANY OF / ONE OF. On a page that shares choices (an operation page, whose
 * examples follow them) it lives in the page's store; elsewhere as long as the viewer row.
 */
export function useAlternativeChoice(node: AlternativesNode): AlternativeChoice {
  const [own, setOwn] = useState(0);
  const shared = useAlternativeChoices();
  const interactive = useIsBrowser();
  const {id} = node;
  const choose = shared?.choose;
  const select = useCallback(
    (index: number) => {
      const bounded = Math.min(Math.max(index, 0), node.options.length - 1);
      if (choose) {
        choose(id, bounded);
      } else {
        setOwn(bounded);
      }
    },
    [node.options.length, choose, id],
  );
  return {selected: shared ? (shared.choices[id] ?? 0) : own, select, interactive};
}

export type RepeatExpansion = {state: 'closed' | 'loading' | 'failed'} | {state: 'open'; node: SchemaNode; ctx: ViewerContext};

/**
 * A mark (a named schema shown above, or nested too deep for the page): the first time the reader
 * opens it, the schemas its tree needs are loaded (the page does not ship them) and the tree is
 * built; it is kept afterwards, so choices inside it survive closing and reopening.
 */
export function useRepeatExpansion(
  node: SchemaNode,
  ctx: ViewerContext,
): {expansion: RepeatExpansion; onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void} {
  const [opened, setOpened] = useState(false);
  const [bundle, setBundle] = useState<SchemaBundle | 'failed' | null>(null);
  const ref = (node.repeatOf ?? node.deferred)?.ref;
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const file = ref === undefined ? undefined : ctx.expansions[ref];
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) {
      setOpened(true);
    }
  }, []);
  useEffect(() => {
    if (!opened || !file || bundle !== null) {
      return undefined;
    }
    let current = true;
    loadBundle(baseUrl, file).then(
      (loaded) => current && setBundle(loaded),
      () => current && setBundle('failed'),
    );
    return () => {
      current = false;
    };
  }, [opened, file, baseUrl, bundle]);
  const expansion = useMemo((): RepeatExpansion => {
    if (!opened) {
      return {state: 'closed'};
    }
    if (bundle === 'failed') {
      return {state: 'failed'};
    }
    if (file && bundle === null) {
      return {state: 'loading'};
    }
    // Without a file (a page that ships everything, as in tests) the page's own schemas serve.
    const local = bundle ? viewerContextOf(bundle) : ctx;
    return {state: 'open', node: expandRepeat(node, local), ctx: local};
  }, [opened, bundle, file, node, ctx]);
  return {expansion, onToggle};
}
