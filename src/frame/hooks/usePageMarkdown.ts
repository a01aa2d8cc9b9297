import {useCallback, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPathname} from '@site/lib/twins/format';
import {TIMINGS} from '@site/lib/portal/config';
import {writeToClipboard} from '../../shared/hooks/useCopyToClipboard';
import {useTimeout} from '../../shared/hooks/useTimeout';
import {checkSession} from '../../shared/session/session';

export type CopyPageState = 'idle' | 'copying' | 'copied' | 'failed';

async function markdownOf(url: string): Promise<Blob> {
  const response = checkSession(await fetch(url), url);
  if (!response.ok) {
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Copies the Markdown at `url`. Where the browser takes a pending clipboard item, the write starts
 * within the click and the fetch fills it: Safari refuses a write that starts after an await.
 */
export async function copyMarkdownFrom(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': markdownOf(url)})]);
    return;
  }
  await writeToClipboard(await (await markdownOf(url)).text());
}

export interface PageMarkdown {
  /** The twin's address (`/portal/rest/pagination.md`). */
  href: string;
  state: CopyPageState;
  copy: () => Promise<void>;
}

/** The current page's Markdown twin: its address, and a copy that reports for TIMINGS.copiedIndicatorMs. */
export function usePageMarkdown(): PageMarkdown {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const href = twinPathname(pathname, siteConfig.baseUrl);
  const [state, setState] = useState<CopyPageState>('idle');
  const reset = useTimeout();
  const copy = useCallback(async () => {
    reset.clear();
    setState('copying');
    let next: CopyPageState = 'copied';
    try {
      await copyMarkdownFrom(href);
    } catch {
      next = 'failed';
    }
    setState(next);
    reset.set(() => setState('idle'), TIMINGS.copiedIndicatorMs);
  }, [href, reset]);
  return {href, state, copy};
}
