/**
 * The browser build's `prop-types`. Its importers are react-router and react-router-dom, whose
 * `propTypes` are set in development builds only; in ours the one use left is the fallback
 * `createContext` of React before 16.3, which React 18 never takes. React reads no `propTypes` in
 * a production build either. So every validator here accepts anything, with the same names and
 * `isRequired` as the package's production build (which throws if called directly, as nothing
 * does). The package and the two modules it loads were about 0.6 KB gzip of main.js (issue 34,
 * item 4). The server build keeps the package. A patch listed in DOCUSAURUS_PATCHES.md.
 */
type Validator = (() => null) & {isRequired: Validator};

const validator = (() => null) as Validator;
validator.isRequired = validator;
const validatorOf = (): Validator => validator;
const checkPropTypes = Object.assign(() => undefined, {resetWarningCache: () => undefined});

const PropTypes = {
  array: validator,
  bigint: validator,
  bool: validator,
  func: validator,
  number: validator,
  object: validator,
  string: validator,
  symbol: validator,
  any: validator,
  arrayOf: validatorOf,
  element: validator,
  elementType: validator,
  instanceOf: validatorOf,
  node: validator,
  objectOf: validatorOf,
  oneOf: validatorOf,
  oneOfType: validatorOf,
  shape: validatorOf,
  exact: validatorOf,
  checkPropTypes,
  resetWarningCache: () => undefined,
  PropTypes: undefined as unknown,
};
PropTypes.PropTypes = PropTypes;

export default PropTypes;
