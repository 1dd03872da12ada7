/**
 * The audit's latest figures in a document: each part stands between
 * `<!-- site-audit:NAME -->` and `<!-- /site-audit:NAME -->`, and a new run replaces it whole.
 */
export function replaceSection(document: string, name: string, content: string): string {
  const start = `<!-- site-audit:${name} -->`;
  const end = `<!-- /site-audit:${name} -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from || document.indexOf(start, from + 1) >= 0)
    throw new Error(`the document needs one "${start}" … "${end}" pair`);
  // Blank lines around the content, so that a table in it ends before the closing marker.
  return `${document.slice(0, from + start.length)}\n\n${content.trim()}\n\n${document.slice(to)}`;
}
