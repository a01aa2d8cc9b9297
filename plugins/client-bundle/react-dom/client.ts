/**
 * The production browser build's `react-dom/client` (plugins/client-bundle): preact/compat's, with
 * Preact's effects run when React runs them. Preact runs `useEffect` callbacks after the next
 * animation frame (or 35 ms), React right after the render, at the latest in the next task. The
 * portal's effects start timers (the drawer's and dropdowns' delays, the banner's, the idle-time
 * prefetch) whose delays count from the reader's action or the page's mount: here, as with React,
 * effects run in the next task. Core's client entry imports this module before it hydrates: a patch
 * listed in DOCUSAURUS_PATCHES.md.
 */
import {options} from 'preact';
import {createRoot, hydrateRoot} from 'preact/compat/client';

const queued: (() => void)[] = [];
const effects = new MessageChannel();
effects.port1.onmessage = () => queued.shift()?.();
options.requestAnimationFrame = (callback) => {
  queued.push(callback);
  effects.port2.postMessage(null);
};

export {createRoot, hydrateRoot};
export default {createRoot, hydrateRoot};
