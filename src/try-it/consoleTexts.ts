/**
 * What the "Try it" console says (src/try-it/components/TryItConsole, src/try-it/hooks/useTryIt). Apart from
 * lib/portal/config.ts, which every page loads: these words load with the console's own chunk.
 */
export const CONSOLE_TEXTS = {
  dataFailed: 'The console’s data could not be loaded. Close it and try again, or reload the page.',
  server: 'Server',
  sandboxServer: 'sandbox',
  authorisation: 'Authorisation',
  noAuthorisation: 'This operation needs no authorisation.',
  scheme: 'Scheme',
  grant: 'How to get a token',
  grants: {client_credentials: 'Client credentials', authorization_code: 'Sign in (authorization code with PKCE)', pasted: 'Paste a token'},
  clientId: 'Client id',
  clientSecret: 'Client secret',
  scopes: 'Scopes',
  scopeNeeded: 'needed by this operation',
  getToken: 'Get token',
  signIn: 'Sign in',
  pastedToken: 'Access token',
  useToken: 'Use this token',
  forgetToken: 'Forget token',
  tokenHeld: (grant: string, scopes: string) => `Token from ${grant}${scopes ? ` with ${scopes}` : ''}, sent only to this server.`,
  tokenExpires: (minutes: number) => `Expires in ${minutes} min.`,
  noToken: 'No token yet: requests go without one.',
  missingScopes: (scopes: string) => `This token lacks ${scopes}, which this operation needs: forget it and get a new one.`,
  tokenInStorage: 'The token stays in this tab (sessionStorage) and is forgotten when you close it.',
  signingIn: 'Completing the sign-in…',
  noFlowHere: 'This server names no token URL for this grant.',
  parameters: 'Parameters',
  required: 'required',
  listHint: 'comma-separated',
  objectHint: 'JSON object',
  cookieNote: 'Browsers do not let a page set cookies for another site: send this one with curl.',
  body: 'Body',
  mediaType: 'Media type',
  send: 'Send request',
  sending: 'Sending…',
  invalid: (count: number) => `${count} field${count === 1 ? '' : 's'} need${count === 1 ? 's' : ''} fixing before the request is sent.`,
  confirmUnsafe: (method: string, server: string) => `This sends a ${method} to ${server}, which is not a sandbox: it changes real data.`,
  confirmSend: 'Send anyway',
  cancel: 'Cancel',
  response: 'Response',
  duration: (ms: number) => `${ms} ms`,
  headers: 'Headers',
  exposedHeaders: 'Only the headers the server exposes to browsers (Access-Control-Expose-Headers) are listed.',
  emptyBody: 'No body.',
  /** Where the status would be, when the server answered with a redirect. */
  redirect: 'Redirect (not followed)',
  redirectNotFollowed: (location: string | undefined) =>
    location === undefined
      ? 'The server answered with a redirect. The console does not follow redirects, so your token and body go nowhere else. Browsers hide a redirect’s status code and Location header from web pages, so the console cannot show where it points: the curl command below shows both (curl follows no redirect unless you add -L).'
      : `The server answered with a redirect to ${location}. The console does not follow redirects, so your token and body go nowhere else.`,
  /** Followed by the limit in words, e.g. "1 MB". */
  bodyCut: (limit: string) => `Showing the first ${limit} of the response; the console stopped reading there. The curl command below fetches the whole body.`,
  problemType: 'Problem type',
  curl: 'The same request with curl',
  failures: {
    cors: (origin: string, portal: string) =>
      `The server at ${origin} answered, but its CORS headers do not allow requests from ${portal}, so the browser withheld the response. Ask the API team to allow this origin, or send the request with the curl command below.`,
    network: (origin: string) =>
      `The browser could not reach ${origin}: the server is not running, its address does not resolve, or its TLS certificate is not trusted. For the local sandbox, start it with npm run sandbox; otherwise try the curl command below, which shows the exact error.`,
    timeout: (origin: string) => `${origin} did not answer within 30 seconds. Try again, or send the request with the curl command below.`,
    offline: () => 'Your browser is offline. Connect to a network and send the request again.',
  },
} as const;
