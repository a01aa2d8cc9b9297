/**
 * The theme's highlighted code with Prism's extra languages registered. The server build renders
 * it directly; the browser loads it on demand (LazyHighlighted), as plugins/lazy-prism aliases
 * `@portal/highlighted-code` to one or the other.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import './prismLanguages';

export default Content as (props: Props) => ReactNode;
