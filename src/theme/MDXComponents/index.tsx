import React, {type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {Accordion, AccordionGroup} from '@site/src/content/components/Accordion';
import TextExpander from '@site/src/content/components/TextExpander';
import ScrollTable from '@site/src/content/components/ScrollTable';
import Footnotes from '@site/src/content/components/Footnotes';
import RuleLink from '@site/src/guidelines/components/RuleLink';
import ApiChangelogs from '@site/src/reference/components/ApiChangelogs';
import {useGuidelineViews, useRequiredGuidelineRules} from '@site/src/guidelines/hooks/useGuidelineRules';

/**
 * `<RuleIndex />`: the index itself comes with the guidelines section's route (GuidelineViews), so
 * other pages do not load it; outside that section it fails the build, saying where it belongs.
 */
function RuleIndex(): ReactNode {
  useRequiredGuidelineRules('RuleIndex');
  const Index = useGuidelineViews()?.RuleIndex;
  return Index ? <Index /> : null;
}

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
