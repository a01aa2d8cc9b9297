import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useConsoleData} from '@site/src/try-it/hooks/useConsoleData';
import {type TryIt, useTryIt} from '@site/src/try-it/hooks/useTryIt';
import {TRY_IT_TEXTS} from '@site/src/try-it/tryItTexts';
import {CONSOLE_TEXTS} from '@site/src/try-it/consoleTexts';
import {formatBytes} from '@site/src/try-it/tryItSend';
import {BODY_FIELD, type FieldError, parameterField} from '@site/src/try-it/tryItValidate';
import type {ConsoleData, ConsoleParameter} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  initialBody?: string;
}

const TEXTS = {...TRY_IT_TEXTS, ...CONSOLE_TEXTS};
const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;
const idOf = (field: string) => `try-it-${field.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

function Errors({id, errors}: {id: string; errors: readonly FieldError[]}): ReactNode {
  if (errors.length === 0) {
    return null;
  }
  return (
    <ul id={id} className={styles.errors}>
      {errors.map((error) => (
        <li key={`${error.path}:${error.message}`}>
          {error.path ? <code>{error.path}</code> : null}
          {error.path ? ': ' : ''}
          {error.message}
        </li>
      ))}
    </ul>
  );
}

function ParameterField({parameter, console: tryIt}: {parameter: ConsoleParameter; console: TryIt}): ReactNode {
  const field = parameterField(parameter);
  const id = idOf(field);
  const errors = tryIt.errors.filter((error) => error.field === field);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [parameter.description || parameter.shape !== 'value' ? hintId : '', errors.length > 0 ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const value = tryIt.values[field] ?? '';
  const common = {id, 'aria-invalid': errors.length > 0 || undefined, 'aria-describedby': describedBy, 'aria-required': parameter.required || undefined};
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{parameter.name}</code>
        {parameter.required && <span className={styles.required}> {TEXTS.required}</span>}
      </label>
      {parameter.in === 'cookie' ? (
        <p className={styles.hint}>{TEXTS.cookieNote}</p>
      ) : parameter.enum ? (
        <select {...common} value={value} onChange={(event) => tryIt.setValue(field, event.target.value)}>
          {!parameter.required || value === '' ? <option value="">–</option> : null}
          {parameter.enum.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" spellCheck={false} autoComplete="off" value={value} onChange={(event) => tryIt.setValue(field, event.target.value)} />
      )}
      {(parameter.description || parameter.shape !== 'value') && (
        <p id={hintId} className={styles.hint}>
          {parameter.shape === 'list' ? `${TEXTS.listHint}. ` : parameter.shape === 'object' ? `${TEXTS.objectHint}. ` : ''}
          {parameter.description}
        </p>
      )}
      <Errors id={errorId} errors={errors} />
    </div>
  );
}

/** A labelled select of one of several things (server, scheme, media type), by index. */
function IndexSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly string[];
  value: number;
  onChange: (index: number) => void;
}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option, index) => (
          // Options may repeat (two requirements of one scheme): the index keys them.
          <option key={index} value={index}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function ServerField({console: tryIt}: {console: TryIt}): ReactNode {
  const options = tryIt.servers.map(
    (server) => `${server.url}${server.sandbox ? ` (${TEXTS.sandboxServer})` : server.description ? ` (${server.description})` : ''}`,
  );
  return <IndexSelect id="try-it-server" label={TEXTS.server} options={options} value={tryIt.server} onChange={tryIt.setServer} />;
}

function Authorisation({console: tryIt}: {console: TryIt}): ReactNode {
  const {auth} = tryIt;
  const scheme = auth.schemes[auth.scheme];
  if (!scheme) {
    return <p className={styles.hint}>{TEXTS.noAuthorisation}</p>;
  }
  // The minutes left as of this render, shown as text. Only the browser holds a token: the server's HTML never shows them.
  // eslint-disable-next-line react-hooks/purity -- a clock read for display, not for state
  const minutes = auth.token?.expiresAt !== undefined ? Math.max(0, Math.round((auth.token.expiresAt - Date.now()) / 60_000)) : undefined;
  return (
    <fieldset className={styles.group}>
      <legend>{TEXTS.authorisation}</legend>
      {auth.schemes.length > 1 && (
        <IndexSelect
          id="try-it-scheme"
          label={TEXTS.scheme}
          options={auth.schemes.map((option) => option.name)}
          value={auth.scheme}
          onChange={auth.setScheme}
        />
      )}
      {auth.token ? (
        <div role="status" className={styles.token}>
          <p>
            {TEXTS.tokenHeld(TEXTS.grants[auth.token.grant].toLowerCase(), auth.token.scopes.join(' '))}{' '}
            {minutes !== undefined ? TEXTS.tokenExpires(minutes) : ''}
          </p>
          <button type="button" className="button button--sm button--outline button--secondary" onClick={auth.forget}>
            {TEXTS.forgetToken}
          </button>
          {auth.missingScopes.length > 0 && <p className={styles.failure}>{TEXTS.missingScopes(auth.missingScopes.join(', '))}</p>}
        </div>
      ) : (
        <>
          {auth.grants.length > 1 && (
            <div role="radiogroup" aria-label={TEXTS.grant} className={styles.grants}>
              {auth.grants.map((grant) => (
                <label key={grant} className={styles.choice}>
                  <input type="radio" name="try-it-grant" value={grant} checked={auth.grant === grant} onChange={() => auth.setGrant(grant)} />{' '}
                  {TEXTS.grants[grant]}
                </label>
              ))}
            </div>
          )}
          {auth.grant === 'pasted' ? (
            <div className={styles.field}>
              <label htmlFor="try-it-token" className={styles.label}>
                {TEXTS.pastedToken}
              </label>
              <input
                id="try-it-token"
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={auth.pasted}
                onChange={(event) => auth.setPasted(event.target.value)}
              />
            </div>
          ) : (
            <>
              <div className={styles.field}>
                <label htmlFor="try-it-client-id" className={styles.label}>
                  {TEXTS.clientId}
                </label>
                <input
                  id="try-it-client-id"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  value={auth.clientId}
                  onChange={(event) => auth.setClientId(event.target.value)}
                />
              </div>
              {auth.grant === 'client_credentials' && (
                <div className={styles.field}>
                  <label htmlFor="try-it-client-secret" className={styles.label}>
                    {TEXTS.clientSecret}
                  </label>
                  <input
                    id="try-it-client-secret"
                    type="password"
                    autoComplete="off"
                    value={auth.clientSecret}
                    onChange={(event) => auth.setClientSecret(event.target.value)}
                  />
                </div>
              )}
              {scheme.allScopes.length > 0 && (
                <fieldset className={styles.scopes}>
                  <legend className={styles.label}>{TEXTS.scopes}</legend>
                  {scheme.allScopes.map((scope) => (
                    <label key={scope.name} className={styles.choice} title={scope.description}>
                      <input type="checkbox" checked={auth.scopes.includes(scope.name)} onChange={() => auth.toggleScope(scope.name)} />{' '}
                      <code>{scope.name}</code>
                      {scheme.scopes.includes(scope.name) && <span className={styles.hint}> ({TEXTS.scopeNeeded})</span>}
                    </label>
                  ))}
                </fieldset>
              )}
            </>
          )}
          <button type="button" className="button button--sm button--primary" disabled={auth.busy} onClick={auth.getToken}>
            {auth.grant === 'authorization_code' ? TEXTS.signIn : auth.grant === 'pasted' ? TEXTS.useToken : TEXTS.getToken}
          </button>
          <p className={styles.hint}>{auth.busy ? TEXTS.signingIn : TEXTS.noToken}</p>
        </>
      )}
      {auth.error && (
        <p role="alert" className={styles.failure}>
          {auth.error}
        </p>
      )}
      <p className={styles.hint}>{TEXTS.tokenInStorage}</p>
    </fieldset>
  );
}

function Body({data, console: tryIt}: {data: ConsoleData; console: TryIt}): ReactNode {
  const body = data.body;
  if (!body) {
    return null;
  }
  const errors = tryIt.errors.filter((error) => error.field === BODY_FIELD);
  return (
    <fieldset className={styles.group}>
      <legend>{TEXTS.body}</legend>
      {body.content.length > 1 && (
        <IndexSelect
          id="try-it-media-type"
          label={TEXTS.mediaType}
          options={body.content.map((media) => media.mediaType)}
          value={tryIt.mediaType}
          onChange={tryIt.setMediaType}
        />
      )}
      <label htmlFor="try-it-body" className={styles.label}>
        {body.content[tryIt.mediaType]?.mediaType}
        {body.required && <span className={styles.required}> {TEXTS.required}</span>}
      </label>
      <textarea
        id="try-it-body"
        className={styles.bodyInput}
        spellCheck={false}
        rows={Math.min(16, Math.max(4, tryIt.bodyText.split('\n').length))}
        value={tryIt.bodyText}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? 'try-it-body-error' : undefined}
        onChange={(event) => tryIt.setBodyText(event.target.value)}
      />
      <Errors id="try-it-body-error" errors={errors} />
    </fieldset>
  );
}

function Result({data, console: tryIt}: {data: ConsoleData; console: TryIt}): ReactNode {
  const {result} = tryIt;
  const portal = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div aria-live="polite" className={styles.result}>
      {result.state === 'sending' && <p>{TEXTS.sending}</p>}
      {result.state === 'failed' && (
        <p role="alert" className={styles.failure}>
          {TEXTS.failures[result.failure.kind](result.failure.origin, portal)}
        </p>
      )}
      {result.state === 'done' && result.response.redirect && (
        <section aria-labelledby="try-it-response">
          <h3 id="try-it-response" className={styles.resultHeading}>
            {TEXTS.response}:{' '}
            <span className={clsx(styles.status, styles.bad)} data-status="redirect">
              {TEXTS.redirect}
            </span>{' '}
            <span className={styles.hint}>{TEXTS.duration(result.response.duration)}</span>
          </h3>
          <p className={styles.notice} data-testid="try-it-redirect">
            {TEXTS.redirectNotFollowed(result.response.redirect.location)}
          </p>
        </section>
      )}
      {result.state === 'done' && !result.response.redirect && (
        <section aria-labelledby="try-it-response">
          <h3 id="try-it-response" className={styles.resultHeading}>
            {TEXTS.response}:{' '}
            <span className={clsx(styles.status, result.response.status < 400 ? styles.ok : styles.bad)} data-status={result.response.status}>
              {result.response.status} {result.response.statusText}
            </span>{' '}
            <span className={styles.hint}>{TEXTS.duration(result.response.duration)}</span>
          </h3>
          {result.response.problemType && (
            <p className={styles.problem}>
              {TEXTS.problemType}:{' '}
              {data.problems[result.response.problemType] ? (
                <a href={data.problems[result.response.problemType]}>{result.response.problemType}</a>
              ) : (
                <code>{result.response.problemType}</code>
              )}
            </p>
          )}
          <details className={styles.headers}>
            <summary>
              {TEXTS.headers} ({result.response.headers.length})
            </summary>
            <dl>
              {result.response.headers.map(([name, value]) => (
                <React.Fragment key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </React.Fragment>
              ))}
            </dl>
            <p className={styles.hint}>{TEXTS.exposedHeaders}</p>
          </details>
          {result.response.cutAt !== undefined && (
            <p className={styles.notice} data-testid="try-it-body-cut">
              {TEXTS.bodyCut(formatBytes(result.response.cutAt))}
            </p>
          )}
          {/* Data, never markup: React puts the text into a text node, whatever its content type. */}
          <pre className={styles.responseBody} tabIndex={0} aria-label={TEXTS.response}>
            {result.response.body === '' ? TEXTS.emptyBody : result.response.body}
          </pre>
        </section>
      )}
    </div>
  );
}

function Console({data, initialBody}: {data: ConsoleData; initialBody?: string}): ReactNode {
  const tryIt = useTryIt(data, initialBody);
  const server = tryIt.servers[tryIt.server];
  const invalid = new Set(tryIt.errors.map((error) => error.field)).size;
  return (
    <div className={styles.console}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          tryIt.sendRequest();
        }}>
        <ServerField console={tryIt} />
        <Authorisation console={tryIt} />
        {data.parameters.length > 0 && (
          <fieldset className={styles.group}>
            <legend>{TEXTS.parameters}</legend>
            {LOCATIONS.flatMap((location) => data.parameters.filter((parameter) => parameter.in === location)).map((parameter) => (
              <ParameterField key={parameterField(parameter)} parameter={parameter} console={tryIt} />
            ))}
          </fieldset>
        )}
        <Body data={data} console={tryIt} />
        {invalid > 0 && (
          <p role="alert" className={styles.failure}>
            {TEXTS.invalid(invalid)}
          </p>
        )}
        {tryIt.confirming && server ? (
          <div role="alertdialog" aria-labelledby="try-it-confirm" className={styles.confirm}>
            <p id="try-it-confirm">{TEXTS.confirmUnsafe(data.method, server.url)}</p>
            <button type="button" className="button button--sm button--danger" onClick={() => tryIt.sendRequest(true)}>
              {TEXTS.confirmSend}
            </button>{' '}
            <button type="button" className="button button--sm button--secondary" onClick={tryIt.cancel} autoFocus>
              {TEXTS.cancel}
            </button>
          </div>
        ) : (
          <button type="submit" className="button button--primary" disabled={tryIt.result.state === 'sending'}>
            {tryIt.result.state === 'sending' ? TEXTS.sending : `${TEXTS.send}`}
          </button>
        )}
      </form>
      <Result data={data} console={tryIt} />
      {tryIt.curl && (
        <details className={styles.curl}>
          <summary>{TEXTS.curl}</summary>
          <pre tabIndex={0}>{tryIt.curl}</pre>
        </details>
      )}
    </div>
  );
}

/** The "Try it" console: its own chunk, loaded when a reader opens it (src/try-it/components/TryIt). */
export default function TryItConsole({initialBody}: Props): ReactNode {
  const state = useConsoleData();
  if (state.state === 'loading') {
    return <p role="status">{TEXTS.loading}</p>;
  }
  if (state.state === 'failed') {
    return (
      <p role="alert" className={styles.failure}>
        {TEXTS.dataFailed}
      </p>
    );
  }
  return <Console data={state.data} initialBody={initialBody} />;
}
