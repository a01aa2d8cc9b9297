// Stand-in for @theme/CodeBlock in jsdom tests: the real one needs a running Docusaurus app.
import React, {type ReactNode} from 'react';

export default function CodeBlock({className, children}: {className?: string; children?: ReactNode}): ReactNode {
  return (
    <pre data-testid="code-block" className={className}>
      <code>{children}</code>
    </pre>
  );
}
