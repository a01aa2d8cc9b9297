import {type RefObject, useEffect, useLayoutEffect, useRef} from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable elements inside `container`, in tab order, leaving out hidden ones. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // checkVisibility leaves out what display: none hides (e.g. a band's hidden part); jsdom lacks it.
    (element) => !element.closest('[hidden],[inert]') && (element.checkVisibility?.() ?? true),
  );
}

/**
 * While `active`: moves focus into `container` (its first focusable element), keeps Tab and
 * Shift+Tab inside it and calls `onEscape` on Escape. When it ends, focus goes back to where it was.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, active: boolean, onEscape: () => void): void {
  // The newest onEscape, without starting the trap again when the caller passes a new function.
  const onEscapeRef = useRef(onEscape);
  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const element = container.current;
    if (!active || !element) {
      return undefined;
    }
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(element)[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') {
        return;
      }
      const focusable = focusableIn(element);
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous && previous.isConnected) {
        previous.focus();
      }
    };
  }, [active, container]);
}
