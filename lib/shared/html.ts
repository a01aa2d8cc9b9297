/** HTML escaping: the one escaper for text and attribute values alike. Browser-safe. */

// React's own serialisation (react-dom/server), so HTML written by hand (a code line, a redirect
// page, a feed) matches what React would render for the same text.
const ESCAPES: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

/** Text safe inside an element and inside a quoted attribute value (either quote): `& < > " '` escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
