import MDXComponents from '@theme-original/MDXComponents';
import {Accordion, AccordionGroup} from '@site/src/components/Accordion';
import TextExpander from '@site/src/components/TextExpander';
import RuleIndex from '@site/src/components/RuleIndex';
import RuleLink from '@site/src/components/RuleLink';

/** The portal's writing blocks, usable in every markdown file without an import. */
export default {
  ...MDXComponents,
  Accordion,
  AccordionGroup,
  TextExpander,
  RuleLink,
  RuleIndex,
};
