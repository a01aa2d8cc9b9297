/**
 * Validates the content of an icon file (spec section 8: "Icon without valid content fails with
 * 'invalid icon syntax'") and returns markup that is safe to inline.
 */

export const INVALID_ICON_SYNTAX = 'invalid icon syntax';
const SVG_NS = 'http://www.w3.org/2000/svg';

export class InvalidIconError extends Error {
  override name = 'InvalidIconError';
  constructor() {
    super(INVALID_ICON_SYNTAX);
  }
}

/** Elements and attributes an icon has no business carrying. */
const FORBIDDEN_ELEMENTS = ['script', 'foreignObject', 'iframe', 'object', 'embed'];

/**
 * Parses `text` as an SVG document with an <svg> root and returns it serialised, without scripts,
 * event handlers or javascript: links, marked decorative (aria-hidden, not focusable).
 * Throws InvalidIconError (message 'invalid icon syntax') for anything else.
 */
export function parseIconSvg(text: string, parser: DOMParser = new DOMParser()): string {
  if (typeof text !== 'string' || !/<svg[\s>]/.test(text)) {
    throw new InvalidIconError();
  }
  const doc = parser.parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName('parsererror').length > 0 || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    throw new InvalidIconError();
  }
  for (const name of FORBIDDEN_ELEMENTS) {
    Array.from(root.getElementsByTagName(name)).forEach((element) => element.remove());
  }
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      const isHandler = attribute.name.toLowerCase().startsWith('on');
      const isScriptLink = /href$/i.test(attribute.name) && /^\s*javascript:/i.test(attribute.value);
      if (isHandler || isScriptLink) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('focusable', 'false');
  root.removeAttribute('role');
  root.removeAttribute('aria-label');
  return new XMLSerializer().serializeToString(root);
}
