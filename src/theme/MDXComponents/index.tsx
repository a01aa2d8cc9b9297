import MDXComponents from '@theme-original/MDXComponents';
import {Accordion, AccordionGroup} from '@site/src/content/components/Accordion';
import TextExpander from '@site/src/content/components/TextExpander';
import ScrollTable from '@site/src/content/components/ScrollTable';
import Footnotes from '@site/src/content/components/Footnotes';
import RuleIndex from '@site/src/guidelines/components/RuleIndex';
import RuleLink from '@site/src/guidelines/components/RuleLink';
import ApiChangelogs from '@site/src/reference/components/ApiChangelogs';

/** The portal's writing blocks, usable in every markdown file without an import. */
export default {
  ...MDXComponents,
  Accordion,
  AccordionGroup,
  TextExpander,
  // Markdown tables scroll in their own container; the footnotes section gets the portal's look.
  table: ScrollTable,
  section: Footnotes,
  RuleLink,
  RuleIndex,
  ApiChangelogs,
};
