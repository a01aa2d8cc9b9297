/**
 * The browser build's stand-in for core's `BaseUrlIssueBanner` while `siteConfig.baseUrlIssueBanner`
 * is false: core's renders nothing then either, but its module (the banner's inline script and
 * HTML, its hooks and stylesheet) was in every page's main.js (issue 34). A patch listed in
 * DOCUSAURUS_PATCHES.md.
 */
export default function BaseUrlIssueBanner(): null {
  return null;
}
