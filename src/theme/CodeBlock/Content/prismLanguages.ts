/**
 * Registers prism.additionalLanguages on prism-react-renderer's Prism, as theme-classic's client
 * module would on every page (plugins/lazy-prism empties that module). Imported by the code block,
 * so Prism loads with it. Part of a patch listed in DOCUSAURUS_PATCHES.md.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
