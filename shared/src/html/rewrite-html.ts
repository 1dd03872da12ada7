import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';

export type { RewritingStream };
/** A start tag as the rewriter reads it: its name and attributes can be changed before it is emitted. */
export type StartTag = Parameters<RewritingStream['emitStartTag']>[0];

/**
 * HTML rewritten by an HTML parser (parse5's rewriting stream), never by patterns: `setup`
 * listens to the tokens it changes; every other token is passed on exactly as written.
 */
export function rewriteHtml(html: string, setup: (rewriter: RewritingStream) => void): Promise<string> {
  const rewriter = new RewritingStream();
  setup(rewriter);
  const rewritten = text(rewriter);
  rewriter.end(html);
  return rewritten;
}

/**
 * `html` with `content` (HTML) at the start of the first element that `matches`, which also
 * gets `attributes`; undefined when no element matches.
 */
export async function fillElement(
  html: string,
  matches: (tag: StartTag) => boolean,
  content: string,
  attributes: Record<string, string> = {},
): Promise<string | undefined> {
  let found = false;
  const filled = await rewriteHtml(html, (rewriter) =>
    rewriter.on('startTag', (tag, raw) => {
      if (found || !matches(tag)) return rewriter.emitRaw(raw);
      found = true;
      for (const [name, value] of Object.entries(attributes)) tag.attrs.push({ name, value });
      rewriter.emitStartTag(tag);
      rewriter.emitRaw(content);
    }),
  );
  return found ? filled : undefined;
}
