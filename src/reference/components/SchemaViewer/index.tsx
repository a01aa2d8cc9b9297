import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import MarkdownHtml from '@site/src/content/components/MarkdownHtml';
import {useAlternativeChoice, useRepeatExpansion} from '@site/src/reference/hooks/useSchemaViewer';
import {ENUM_VISIBLE_VALUES} from '@site/lib/portal/config';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {AlternativesNode, Enumeration, SchemaNode, TreeNode, ViewerContext} from '@site/lib/reference/schemaModel';
import styles from './styles.module.css';

interface NodeProps {
  node: SchemaNode;
  ctx: ViewerContext;
}

/** `array of Money` with Money linked to its profile page. */
function TypeLabel({node}: {node: SchemaNode}): ReactNode {
  const {type, typeName, typeHref} = node;
  const name = typeName && typeHref ? <Link to={typeHref}>{typeName}</Link> : typeName;
  if (!typeName) {
    return <span className={styles.type}>{type}</span>;
  }
  if (type.endsWith(typeName)) {
    return (
      <span className={styles.type}>
        {type.slice(0, type.length - typeName.length)}
        {name}
      </span>
    );
  }
  return (
    <span className={styles.type}>
      {name} <span className={styles.muted}>({type})</span>
    </span>
  );
}

function Flags({node}: {node: SchemaNode}): ReactNode {
  return (
    <>
      {node.required && <ApiBadge kind="required">{TEXTS.required}</ApiBadge>}
      {node.deprecated && <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>}
      {node.preview && <ApiBadge kind="preview">{TEXTS.preview}</ApiBadge>}
      {node.additionalProperty && <ApiBadge kind="additional">{TEXTS.additionalProperty}</ApiBadge>}
    </>
  );
}

function RowHeader({node}: {node: SchemaNode}): ReactNode {
  return (
    <div className={styles.header}>
      {node.key && <code className={clsx(styles.name, node.deprecated && styles.deprecatedName)}>{node.key}</code>}
      <TypeLabel node={node} />
      <Flags node={node} />
    </div>
  );
}

function EnumValues({entries}: {entries: Enumeration['entries']}): ReactNode {
  return (
    <ul className={styles.enumList}>
      {entries.map((entry) => (
        <li key={entry.value} className={styles.enumEntry}>
          <code>{entry.value}</code>
          {entry.deprecated && <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>}
          {entry.preview && <ApiBadge kind="preview">{TEXTS.preview}</ApiBadge>}
          <MarkdownHtml value={entry.description} className={styles.enumDescription} />
        </li>
      ))}
    </ul>
  );
}

/** Values with their flags and descriptions; a long list shows the first ones and folds the rest. */
function EnumBlock({enumeration}: {enumeration: Enumeration}): ReactNode {
  const {entries, extensible} = enumeration;
  return (
    <div className={styles.enumeration}>
      <span className={styles.label}>{TEXTS.enumValues}</span>
      {extensible && <p className={styles.note}>{TEXTS.extensibleEnum}</p>}
      <EnumValues entries={entries.slice(0, ENUM_VISIBLE_VALUES)} />
      {entries.length > ENUM_VISIBLE_VALUES && (
        <details className={styles.more}>
          <summary>{TEXTS.showAllValues(entries.length)}</summary>
          <EnumValues entries={entries.slice(ENUM_VISIBLE_VALUES)} />
        </details>
      )}
    </div>
  );
}

function Details({node}: {node: SchemaNode}): ReactNode {
  return (
    <>
      <MarkdownHtml value={node.description} className={styles.description} />
      {node.attributes.length > 0 && (
        <dl className={styles.attributes}>
          {node.attributes.map(([name, values]) => (
            <div key={name} className={styles.attribute}>
              <dt>{name}</dt>
              <dd>
                {values.map((value, index) => (
                  <code key={index}>{value}</code>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {node.enumeration && <EnumBlock enumeration={node.enumeration} />}
    </>
  );
}

function Children({nodes, ctx}: {nodes: readonly TreeNode[]; ctx: ViewerContext}): ReactNode {
  return (
    <ul className={styles.children}>
      {nodes.map((child) =>
        child.kind === 'alternatives' ? <Alternatives key={child.id} node={child} ctx={ctx} /> : <SchemaRow key={child.id} node={child} ctx={ctx} />,
      )}
    </ul>
  );
}

/** Nested content behind a native disclosure: in the HTML, readable and operable without JavaScript. */
function Nested({
  node,
  ctx,
  onToggle,
  nodes,
  children,
}: NodeProps & {nodes: readonly TreeNode[] | null; onToggle?: React.ReactEventHandler<HTMLDetailsElement>; children?: ReactNode}): ReactNode {
  const count = node.children.filter((child) => child.kind === 'schema').length;
  const what = count > 0 ? `${count} nested ${count === 1 ? 'field' : 'fields'}` : 'nested fields';
  return (
    <details className={styles.nested} onToggle={onToggle}>
      <summary>
        <span className={styles.show}>{`Show ${what}`}</span>
        <span className={styles.hide}>{`Hide ${what}`}</span>
      </summary>
      {children}
      {nodes && <Children nodes={nodes} ctx={ctx} />}
    </details>
  );
}

function RepeatRow({node, ctx}: NodeProps): ReactNode {
  const {expansion, onToggle} = useRepeatExpansion(node, ctx);
  const open = expansion.state === 'open' ? expansion : null;
  return (
    <li className={styles.row} id={node.id}>
      <RowHeader node={node} />
      <Details node={node} />
      {node.repeatOf ? (
        <p className={styles.mark}>
          {TEXTS.seeAbove} <a href={`#${node.repeatOf.targetId}`}>{node.repeatOf.name}</a>
        </p>
      ) : (
        node.typeHref && (
          <p className={styles.mark}>
            {TEXTS.ownPage} <Link to={node.typeHref}>{node.deferred!.name}</Link>
          </p>
        )
      )}
      <Nested node={open?.node ?? node} ctx={open?.ctx ?? ctx} nodes={open?.node.children ?? null} onToggle={onToggle}>
        {expansion.state === 'loading' && <p className={styles.note}>{TEXTS.loadingFields}</p>}
        {expansion.state === 'failed' && (
          <p className={styles.note} role="alert">
            {TEXTS.fieldsUnavailable}
          </p>
        )}
      </Nested>
    </li>
  );
}

function SchemaRow({node, ctx}: NodeProps): ReactNode {
  if (node.repeatOf || node.deferred) {
    return <RepeatRow node={node} ctx={ctx} />;
  }
  return (
    <li className={styles.row} id={node.id}>
      <RowHeader node={node} />
      <Details node={node} />
      {node.circular && (
        <p className={styles.mark}>
          <span aria-hidden="true">↻ </span>
          {TEXTS.circular} <a href={`#${node.circular.targetId}`}>{node.circular.name}</a>
        </p>
      )}
      {node.children.length > 0 && <Nested node={node} ctx={ctx} nodes={node.children} />}
    </li>
  );
}

function optionText(option: AlternativesNode['options'][number]): string {
  return [option.label, option.deprecated ? `(${TEXTS.deprecated})` : '', option.preview ? `(${TEXTS.preview})` : ''].filter(Boolean).join(' ');
}

/** An ANY OF / ONE OF: a dropdown of the options; the chosen one's fields below it. */
function Alternatives({node, ctx}: {node: AlternativesNode; ctx: ViewerContext}): ReactNode {
  const {selected, select, interactive} = useAlternativeChoice(node);
  const selectId = `${node.id}-choice`;
  return (
    <li className={clsx(styles.row, styles.alternatives)} id={node.id}>
      <div className={styles.header}>
        <label htmlFor={selectId} className={styles.alternativesKey}>
          {node.key}
        </label>
        <select
          id={selectId}
          className={clsx('portal-select', styles.select)}
          value={selected}
          onChange={(event) => select(Number(event.target.value))}
          disabled={!interactive}>
          <option value={-1} disabled>
            {TEXTS.dropdownHint}
          </option>
          {node.options.map((option, index) => (
            <option key={index} value={index}>
              {optionText(option)}
            </option>
          ))}
        </select>
      </div>
      {node.options.map((option, index) => (
        <div key={index} className={styles.option} hidden={interactive && index !== selected} data-option={option.label}>
          {!interactive && <p className={styles.optionLabel}>{optionText(option)}</p>}
          <OptionBody node={option.node} ctx={ctx} />
        </div>
      ))}
    </li>
  );
}

/**
 * Memoised: an option's body is most of the tree, and its props (from the page data) never change,
 * so the alternatives above it turning interactive after hydration re-render only their dropdowns.
 */
const OptionBody = memo(function OptionBody({node, ctx}: NodeProps): ReactNode {
  if (node.circular || node.repeatOf || node.deferred) {
    return (
      <ul className={styles.children}>
        <SchemaRow node={{...node, key: ''}} ctx={ctx} />
      </ul>
    );
  }
  return (
    <>
      <Details node={node} />
      {node.children.length > 0 ? <Children nodes={node.children} ctx={ctx} /> : node.type === 'any' && <p className={styles.note}>{TEXTS.noProperties}</p>}
    </>
  );
});

export interface Props {
  root: SchemaNode;
  ctx: ViewerContext;
  className?: string;
}

/**
 * The JSON-schema viewer (spec sections 3 and 4) for one schema: the root's type and description,
 * then its fields, nested fields behind disclosures. The tree comes from lib/reference/schemaModel.
 */
export default function SchemaViewer({root, ctx, className}: Props): ReactNode {
  return (
    <div className={clsx(styles.viewer, className)} id={root.id}>
      <div className={styles.header}>
        <TypeLabel node={root} />
        <Flags node={{...root, required: false}} />
      </div>
      <OptionBody node={root} ctx={ctx} />
    </div>
  );
}

/** Rows of named values (parameters, headers), each with its schema. */
export function SchemaRows({nodes, ctx}: {nodes: readonly SchemaNode[]; ctx: ViewerContext}): ReactNode {
  return (
    <div className={styles.viewer}>
      <Children nodes={nodes} ctx={ctx} />
    </div>
  );
}
