// The production browser build's `react-dom` (plugins/client-bundle): preact/compat, as `react` is.
// JavaScript: preact/compat's types (`export =`) cannot be re-exported from TypeScript.
export * from 'preact/compat';
export {default} from 'preact/compat';
