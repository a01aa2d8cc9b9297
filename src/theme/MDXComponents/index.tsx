import MDXComponents from '@theme-original/MDXComponents';
import {Accordion, AccordionGroup} from '@site/src/components/Accordion';
import TextExpander from '@site/src/components/TextExpander';

/** The portal's writing blocks, usable in every markdown file without an import. */
export default {
  ...MDXComponents,
  Accordion,
  AccordionGroup,
  TextExpander,
};
