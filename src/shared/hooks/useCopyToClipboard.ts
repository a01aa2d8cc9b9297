import {useCallback, useState} from 'react';
import {TIMINGS} from '@site/lib/portal/config';
import {useTimeout} from './useTimeout';

/**
 * Writes `text` to the clipboard. Uses the Clipboard API where the page is a secure context
 * (https, localhost); elsewhere it falls back to a hidden textarea and `execCommand('copy')`.
 * Rejects when neither works (for example when the user denied clipboard access).
 */
export async function writeToClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  textarea.focus();
  textarea.select();
  try {
    if (!document.execCommand('copy')) {
      throw new Error('The browser refused to copy to the clipboard.');
    }
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

export interface CopyToClipboardState {
  /** True for `indicatorMs` after a successful copy. */
  copied: boolean;
  /** Copies `text`; resolves to whether it worked. A new copy restarts the indicator. */
  copy: (text: string) => Promise<boolean>;
}

/** Copies text and shows a "Copied!" indicator for a while (spec section 4: 1500 ms). */
export function useCopyToClipboard(indicatorMs: number = TIMINGS.copiedIndicatorMs): CopyToClipboardState {
  const [copied, setCopied] = useState(false);
  const indicator = useTimeout();

  const copy = useCallback(
    async (text: string) => {
      try {
        await writeToClipboard(text);
      } catch {
        return false;
      }
      // Once unmounted (the write is async) React drops the update and the timer is never set.
      setCopied(true);
      indicator.set(() => setCopied(false), indicatorMs);
      return true;
    },
    [indicator, indicatorMs],
  );

  return {copied, copy};
}
