// Characters as people see them, in a leaf of its own: a seat's badge on the home screen needs it,
// and so does validate.ts (restoring untrusted data, loaded with a game or the saved games).

let segmenter: Intl.Segmenter | null | undefined;
/** The characters as people see them (grapheme clusters); code points where Intl.Segmenter is missing. */
export function graphemesOf(text: string): string[] {
  if (segmenter === undefined)
    segmenter =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (x) => x.segment) : Array.from(text);
}
