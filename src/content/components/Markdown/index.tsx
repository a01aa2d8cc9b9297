import React, {Component, type ComponentProps, type ReactNode, isValidElement} from 'react';
import clsx from 'clsx';
import ReactMarkdown, {type Components} from 'react-markdown';
import CodeBlock from '@theme/CodeBlock';
import {TEXTS} from '@site/lib/portal/config';
import ScrollTable from '@site/src/content/components/ScrollTable';
import {REMARK_PLUGINS, safeUrl} from '../../../../lib/reference/markdownRules';
import styles from './styles.module.css';

export interface MarkdownProps {
  /** The markdown source (GitHub flavour: tables, strikethrough, task lists, autolinks, footnotes). */
  children?: string | null;
  /** On a parse or render failure show "An error occurred: <message>" instead of throwing. */
  silent?: boolean;
  className?: string;
}

/** Fenced code goes through the portal's code block: highlighting, copy button, collapse. */
function Pre({children}: ComponentProps<'pre'>): ReactNode {
  const code = isValidElement<{className?: string; children?: ReactNode}>(children) ? children.props : undefined;
  if (code && typeof code.children === 'string') {
    return <CodeBlock className={code.className}>{code.children.replace(/\n$/, '')}</CodeBlock>;
  }
  return <pre>{children}</pre>;
}

const COMPONENTS: Components = {
  pre: Pre,
  table: ({node: _node, ...props}) => <ScrollTable {...props} />,
};

/**
 * The markdown renderer for text that arrives at run time. It follows ./rules (shared with the
 * build-time rendering of API spec descriptions): raw HTML in the source is dropped, never
 * rendered (no rehype-raw), and unsafe link URLs (`javascript:` and the like) are emptied.
 */
function MarkdownContent({children}: {children: unknown}): ReactNode {
  if (children !== undefined && children !== null && typeof children !== 'string') {
    const kind = Array.isArray(children) ? 'array' : typeof children;
    throw new TypeError(`Markdown source must be text, but got ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}.`);
  }
  return (
    <ReactMarkdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} skipHtml urlTransform={safeUrl}>
      {children ?? ''}
    </ReactMarkdown>
  );
}

interface BoundaryProps {
  /** A new source clears a shown error. */
  source: unknown;
  children: ReactNode;
}

/** Catches a failure while rendering markdown and shows it in place of the markdown (silent mode). */
class MarkdownErrorBoundary extends Component<BoundaryProps, {error: Error | null}> {
  override state: {error: Error | null} = {error: null};

  static getDerivedStateFromError(error: unknown): {error: Error} {
    return {error: error instanceof Error ? error : new Error(String(error))};
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.source !== this.props.source && this.state.error) {
      this.setState({error: null});
    }
  }

  override render(): ReactNode {
    const {error} = this.state;
    if (error) {
      return (
        <p className={styles.error}>
          {TEXTS.markdownError} {error.message}
        </p>
      );
    }
    return this.props.children;
  }
}

export default function Markdown({children, silent = false, className}: MarkdownProps): ReactNode {
  const content = <MarkdownContent>{children}</MarkdownContent>;
  return (
    <div className={clsx('markdown', styles.markdown, className)}>
      {silent ? <MarkdownErrorBoundary source={children}>{content}</MarkdownErrorBoundary> : content}
    </div>
  );
}
