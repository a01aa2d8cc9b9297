/**
 * What the "Try it" button of operation pages says (src/try-it/components/TryIt). Not in
 * lib/portal/config.ts, which every page loads: only operation pages need these words. The
 * console's own words load with the console (src/try-it/consoleTexts.ts).
 */
export const TRY_IT_TEXTS = {
  heading: 'Try it',
  lead: 'Send this request from your browser, to the sandbox by default.',
  open: 'Try it',
  close: 'Close the console',
  loading: 'Loading the console…',
  loadFailed: 'The console could not be loaded. Close it and try again, or reload the page.',
} as const;
