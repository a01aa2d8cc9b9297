/** Text with `code` in backticks, as the spec diff words its changes: the pieces, code marked. */
export interface TextPiece {
  text: string;
  code: boolean;
}

export function splitCodeSpans(text: string): TextPiece[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((piece) => piece !== '')
    .map((piece) => (/^`[^`]+`$/.test(piece) ? {text: piece.slice(1, -1), code: true} : {text: piece, code: false}));
}
