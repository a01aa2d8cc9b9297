import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {CONSOLE_TEXTS as TEXTS} from '@site/src/try-it/consoleTexts';
import {
  type Grant,
  type StoredToken,
  clientCredentialsToken,
  completeAuthorization,
  describeOAuthError,
  forgetToken as forgetStoredToken,
  readToken,
  redirectUriOf,
  startAuthorization,
  storeToken,
} from '@site/src/try-it/tryItAuth';
import {type BuiltRequest, buildRequest, missingPathValues} from '@site/src/try-it/tryItRequest';
import {isAuthorizationReturn} from '@site/src/try-it/tryItReturn';
import {SendError, type SendFailure, type SentResponse, curlCommand, send} from '@site/src/try-it/tryItSend';
import {BODY_FIELD, type FieldError, parameterField, parameterValue, validateBody, validateParameter} from '@site/src/try-it/tryItValidate';
import type {ConsoleData, ConsoleScheme, ConsoleServer} from '@site/lib/reference/types';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The grants a scheme offers on a server: OAuth flows where the server names their URLs, and a
 * pasted token always. Client credentials only on a sandbox: never a production secret in a web page.
 */
export function grantsOf(scheme: ConsoleScheme | undefined, server: ConsoleServer | undefined): Grant[] {
  if (!scheme || scheme.type !== 'oauth2') {
    return ['pasted'];
  }
  const urls = flowUrls(scheme, server);
  return [
    ...(server?.sandbox && urls.tokenUrl && scheme.clientCredentials ? ['client_credentials' as const] : []),
    ...(urls.authorizationUrl && scheme.authorizationCode ? ['authorization_code' as const] : []),
    'pasted',
  ];
}

/** A sandbox has an authorization server of its own; any other server uses the spec's. */
export function flowUrls(scheme: ConsoleScheme, server: ConsoleServer | undefined): {tokenUrl?: string; authorizationUrl?: string} {
  if (server?.sandbox) {
    return {tokenUrl: server.tokenUrl, authorizationUrl: server.authorizationUrl};
  }
  return {tokenUrl: scheme.authorizationCode?.tokenUrl, authorizationUrl: scheme.authorizationCode?.authorizationUrl};
}

/** The header that carries a scheme's credential, or undefined where the console cannot send one. */
export function credentialHeader(scheme: ConsoleScheme | undefined, token: StoredToken | undefined): [string, string] | undefined {
  if (!scheme || !token) {
    return undefined;
  }
  if (scheme.type === 'apiKey') {
    return scheme.in === 'header' && scheme.parameterName ? [scheme.parameterName, token.accessToken] : undefined;
  }
  if (scheme.type === 'http' && scheme.httpScheme === 'basic') {
    return ['Authorization', `Basic ${token.accessToken}`];
  }
  return ['Authorization', `Bearer ${token.accessToken}`];
}

export type SendState = {state: 'idle'} | {state: 'sending'} | {state: 'done'; response: SentResponse} | {state: 'failed'; failure: SendFailure};

export interface TryIt {
  servers: ConsoleServer[];
  server: number;
  setServer: (index: number) => void;
  values: Record<string, string>;
  setValue: (field: string, value: string) => void;
  mediaType: number;
  setMediaType: (index: number) => void;
  bodyText: string;
  setBodyText: (text: string) => void;
  errors: FieldError[];
  auth: {
    schemes: ConsoleScheme[];
    scheme: number;
    setScheme: (index: number) => void;
    grants: Grant[];
    grant: Grant;
    setGrant: (grant: Grant) => void;
    clientId: string;
    setClientId: (value: string) => void;
    clientSecret: string;
    setClientSecret: (value: string) => void;
    scopes: string[];
    toggleScope: (scope: string) => void;
    pasted: string;
    setPasted: (value: string) => void;
    token?: StoredToken;
    /** Scopes the operation needs that the held token was not granted (unknown for a pasted token). */
    missingScopes: string[];
    busy: boolean;
    error?: string;
    getToken: () => void;
    forget: () => void;
  };
  /** The request as it would go now, for the curl command. */
  request?: BuiltRequest;
  curl?: string;
  confirming: boolean;
  sendRequest: (confirmed?: boolean) => void;
  cancel: () => void;
  result: SendState;
}

function initialValues(data: ConsoleData): Record<string, string> {
  return Object.fromEntries(data.parameters.map((parameter) => [parameterField(parameter), parameter.initial ?? '']));
}

/** The console's state and what it does: the form, the token, validation, sending. */
export function useTryIt(data: ConsoleData, initialBody: string | undefined): TryIt {
  const history = useHistory();
  const location = useLocation();
  const servers = data.servers;
  const [server, setServerIndex] = useState(0);
  const [values, setValues] = useState(() => initialValues(data));
  const [mediaType, setMediaType] = useState(0);
  const [bodyText, setBodyText] = useState(() => initialBody ?? data.body?.content[0]?.example ?? '');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [scheme, setScheme] = useState(0);
  const current = servers[server];
  const schemeView = data.security[scheme];
  const grants = useMemo(() => grantsOf(schemeView, current), [schemeView, current]);
  const [grantChoice, setGrant] = useState<Grant>();
  const grant = grantChoice && grants.includes(grantChoice) ? grantChoice : grants[0]!;
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [scopes, setScopes] = useState<string[]>(() => [...(data.security[0]?.scopes ?? [])]);
  const [pasted, setPasted] = useState('');
  const [token, setToken] = useState<StoredToken>();
  const [busy, setBusy] = useState(false);
  const [authError, setAuthError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<SendState>({state: 'idle'});

  // A token belongs to one server: switching servers shows that server's, if the tab holds one.
  useEffect(() => {
    setToken(current ? readToken(current.url) : undefined);
  }, [current]);

  // Back from the authorization server: exchange the code, then drop it from the address bar.
  // Once, on the page the authorization server sent the reader back to: the code is single-use,
  // and the address keeps it until the exchange ends.
  const returnChecked = useRef(false);
  useEffect(() => {
    if (returnChecked.current) {
      return;
    }
    returnChecked.current = true;
    if (!isAuthorizationReturn(location.search)) {
      return;
    }
    const url = new URL(window.location.href);
    setBusy(true);
    completeAuthorization(url)
      .then(
        (issued) => {
          const index = servers.findIndex((candidate) => candidate.url === issued.server);
          if (index >= 0) {
            setServerIndex(index);
          }
          setGrant('authorization_code');
          setToken(issued);
          setAuthError(undefined);
        },
        (error: unknown) => setAuthError(describeOAuthError(error)),
      )
      .finally(() => {
        setBusy(false);
        history.replace({pathname: location.pathname, hash: location.hash});
      });
  }, [history, location, servers]);

  const setServer = useCallback((index: number) => {
    setServerIndex(index);
    setConfirming(false);
    setAuthError(undefined);
  }, []);
  const setValue = useCallback((field: string, value: string) => {
    setValues((before) => ({...before, [field]: value}));
    setErrors((before) => before.filter((error) => error.field !== field));
  }, []);
  const changeBody = useCallback((text: string) => {
    setBodyText(text);
    setErrors((before) => before.filter((error) => error.field !== BODY_FIELD));
  }, []);
  const changeMediaType = useCallback(
    (index: number) => {
      setMediaType(index);
      const example = data.body?.content[index]?.example;
      if (example !== undefined) {
        changeBody(example);
      }
    },
    [data.body, changeBody],
  );
  const toggleScope = useCallback(
    (scope: string) => setScopes((before) => (before.includes(scope) ? before.filter((name) => name !== scope) : [...before, scope])),
    [],
  );

  const getToken = useCallback(() => {
    if (!current || !schemeView) {
      return;
    }
    setAuthError(undefined);
    if (grant === 'pasted') {
      const value = pasted.trim().replace(/^Bearer\s+/i, '');
      if (value === '') {
        setAuthError('Paste a token first.');
        return;
      }
      const issued: StoredToken = {accessToken: value, grant: 'pasted', server: current.url, scopes: []};
      storeToken(issued);
      setToken(issued);
      setPasted('');
      return;
    }
    const urls = flowUrls(schemeView, current);
    if (clientId.trim() === '') {
      setAuthError('Enter your client id.');
      return;
    }
    setBusy(true);
    if (grant === 'client_credentials' && urls.tokenUrl) {
      clientCredentialsToken({tokenUrl: urls.tokenUrl, clientId: clientId.trim(), clientSecret, scopes, server: current.url})
        .then(
          (issued) => {
            storeToken(issued);
            setToken(issued);
            setClientSecret('');
          },
          (error: unknown) => setAuthError(describeOAuthError(error)),
        )
        .finally(() => setBusy(false));
    } else if (grant === 'authorization_code' && urls.tokenUrl && urls.authorizationUrl) {
      startAuthorization({
        authorizationUrl: urls.authorizationUrl,
        tokenUrl: urls.tokenUrl,
        clientId: clientId.trim(),
        scopes,
        server: current.url,
        redirectUri: redirectUriOf(window.location),
      }).then(
        (target) => window.location.assign(target),
        (error: unknown) => {
          setAuthError(describeOAuthError(error));
          setBusy(false);
        },
      );
    } else {
      setBusy(false);
      setAuthError(TEXTS.noFlowHere);
    }
  }, [current, schemeView, grant, pasted, clientId, clientSecret, scopes]);

  const forget = useCallback(() => {
    if (current) {
      forgetStoredToken(current.url);
    }
    setToken(undefined);
  }, [current]);

  const body = data.body?.content[mediaType];
  const request = useMemo((): BuiltRequest | undefined => {
    if (!current) {
      return undefined;
    }
    const built = buildRequest({
      method: data.method,
      server: current.url,
      path: data.path,
      parameters: data.parameters
        .filter((parameter) => parameter.in !== 'cookie')
        .map((parameter) => ({...parameter, value: parameterValue(parameter, values[parameterField(parameter)] ?? '').value})),
      ...(body && bodyText.trim() !== '' ? {body: {mediaType: body.mediaType, text: bodyText}} : {}),
    });
    const credential = credentialHeader(schemeView, token);
    const accept: [string, string][] = data.accept && !built.headers.some(([name]) => name.toLowerCase() === 'accept') ? [['Accept', data.accept]] : [];
    const others = credential ? built.headers.filter(([name]) => name.toLowerCase() !== credential[0].toLowerCase()) : built.headers;
    return {...built, headers: [...accept, ...others, ...(credential ? [credential] : [])]};
  }, [current, data, values, body, bodyText, schemeView, token]);

  const sendRequest = useCallback(
    (confirmed = false) => {
      if (!current || !request) {
        return;
      }
      const found = [
        ...data.parameters
          .filter((parameter) => parameter.in !== 'cookie')
          .flatMap((parameter) => validateParameter(parameter, values[parameterField(parameter)] ?? '')),
        ...(body ? validateBody(body, bodyText, data.body?.required ?? false) : []),
      ];
      setErrors(found);
      const missing = missingPathValues({
        method: data.method,
        server: current.url,
        path: data.path,
        parameters: data.parameters.map((parameter) => ({...parameter, value: values[parameterField(parameter)]})),
      });
      if (found.length > 0 || missing.length > 0) {
        setConfirming(false);
        return;
      }
      if (UNSAFE.has(data.method) && !current.sandbox && !confirmed) {
        setConfirming(true);
        return;
      }
      setConfirming(false);
      setResult({state: 'sending'});
      send(request).then(
        (response) => setResult({state: 'done', response}),
        (error: unknown) =>
          setResult(
            error instanceof SendError
              ? {state: 'failed', failure: error.failure}
              : {state: 'failed', failure: {kind: 'network', origin: new URL(request.url).origin}},
          ),
      );
    },
    [current, request, data, values, body, bodyText],
  );

  return {
    servers,
    server,
    setServer,
    values,
    setValue,
    mediaType,
    setMediaType: changeMediaType,
    bodyText,
    setBodyText: changeBody,
    errors,
    auth: {
      schemes: data.security,
      scheme,
      setScheme,
      grants,
      grant,
      setGrant,
      clientId,
      setClientId,
      clientSecret,
      setClientSecret,
      scopes,
      toggleScope,
      pasted,
      setPasted,
      ...(token ? {token} : {}),
      missingScopes: token && token.grant !== 'pasted' ? (schemeView?.scopes ?? []).filter((scope) => !token.scopes.includes(scope)) : [],
      busy,
      ...(authError ? {error: authError} : {}),
      getToken,
      forget,
    },
    // The credential's header is masked whatever its name (an API key's own header too).
    ...(request
      ? {
          request,
          curl: curlCommand(request, (name) => /^authorization$/i.test(name) || name.toLowerCase() === credentialHeader(schemeView, token)?.[0].toLowerCase()),
        }
      : {}),
    confirming,
    sendRequest,
    cancel: () => setConfirming(false),
    result,
  };
}
