// Docusaurus calls onRouteDidUpdate once React has hydrated the first page, and after each
// navigation. Until then a click on a link is a full page load, so whatever needs the app
// (the browser tests' waitForApp) waits for this mark rather than for `window.docusaurus`,
// which exists before hydration has begun.
export function onRouteDidUpdate(): void {
  document.documentElement.dataset.hydrated = 'true';
}
