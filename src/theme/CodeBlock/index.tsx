import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain strings stay copyable; children with React elements are passed on as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Ejected to change one thing: theme-classic remounts every code block after hydration (a `key`
 * that flips with useIsBrowser), because its Prism theme wrote the light colours into the server
 * markup. The portal's theme is CSS (src/content/codeTheme.ts), so the server's markup is right in
 * both colour modes and is kept (src/theme/CodeBlock/Content).
 * A copy of theme-classic's: listed in DOCUSAURUS_PATCHES.md, to carry upstream's changes over.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}
