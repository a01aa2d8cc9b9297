import React, {type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {codeLineHtml} from '@site/src/content/codeLineHtml';

// As the theme's Line: a line of a single line break renders empty, its <br/> makes the break.
const withoutLoneBreak = (line: Props['line']): Props['line'] => (line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line);

/**
 * The theme's code line, with its tokens written as one string of HTML rather than a React element
 * each: the same markup, a fraction of the rendering work on pages with many samples. Numbered
 * lines, whose markup differs, are left to the theme.
 */
export default function CodeBlockLine(props: Props): ReactNode {
  if (props.showLineNumbers) {
    return <Line {...props} />;
  }
  const line = withoutLoneBreak(props.line);
  const {className, style} = props.getLineProps({line, className: props.classNames?.join(' ')});
  return <div className={className} style={style} dangerouslySetInnerHTML={{__html: codeLineHtml(line, props.getTokenProps)}} />;
}
