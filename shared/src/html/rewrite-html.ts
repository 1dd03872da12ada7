import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';

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

/** `html` with `content` (HTML) just before the first end tag named `tagName`; undefined when there is none. */
export async function beforeEndTag(
  html: string,
  tagName: string,
  content: string,
): Promise<string | undefined> {
  let found = false;
  const filled = await rewriteHtml(html, (rewriter) =>
    rewriter.on('endTag', (tag, raw) => {
      if (!found && tag.tagName === tagName) {
        found = true;
        rewriter.emitRaw(content);
      }
      rewriter.emitRaw(raw);
    }),
  );
  return found ? filled : undefined;
}

const isDescription = (tag: StartTag) =>
  tag.tagName === 'meta' &&
  tag.attrs.some((attr) => attr.name === 'name' && attr.value.toLowerCase() === 'description');

/**
 * `html` with `content` (HTML) in place of its <title> element, and without its description
 * <meta>: a page's own title and description replace the template's. Only the head's are
 * replaced (an icon's <title> in the body stays); a head without a title gets `content` at
 * its end, a document without a head before its body. Undefined when it has neither.
 */
export async function replaceTitleAndDescription(html: string, content: string): Promise<string | undefined> {
  let placed = false;
  let inTitle = false;
  let inBody = false;
  const replaced = await rewriteHtml(html, (rewriter) => {
    const place = () => {
      if (!placed) rewriter.emitRaw(content);
      placed = true;
    };
    rewriter.on('startTag', (tag, raw) => {
      if (tag.tagName === 'body') {
        place();
        inBody = true;
      }
      if (!inBody && tag.tagName === 'title') {
        place();
        inTitle = true;
      } else if (inBody || !isDescription(tag)) rewriter.emitRaw(raw);
    });
    rewriter.on('text', (_text, raw) => {
      if (!inTitle) rewriter.emitRaw(raw);
    });
    rewriter.on('endTag', (tag, raw) => {
      if (inTitle && tag.tagName === 'title') {
        inTitle = false;
        return;
      }
      if (tag.tagName === 'head') place();
      rewriter.emitRaw(raw);
    });
  });
  return placed ? replaced : undefined;
}

/** How many documents a `placeIn` keeps the cuts of: a build's page files, with room for a release beside them. */
const KEPT_DOCUMENTS = 64;

/**
 * Puts content at places of documents that come again and again (a build's files, served on
 * every request): each document is parsed once, at its first use, and cut wherever `mark`
 * puts the marker it is given; later uses join the pieces around the contents, in order.
 * Undefined when `mark` finds no place, or fewer or more places than contents.
 */
export function placeIn(
  mark: (html: string, marker: string) => Promise<string | undefined>,
): (html: string, ...contents: string[]) => Promise<string | undefined> {
  const marker = `<!--${randomUUID()}-->`;
  const cuts = new Map<string, Promise<string[] | undefined>>();
  return async (html, ...contents) => {
    let cut = cuts.get(html);
    if (!cut) {
      cut = mark(html, marker).then((marked) => marked?.split(marker));
      cuts.set(html, cut);
      const oldest = cuts.keys().next().value;
      if (cuts.size > KEPT_DOCUMENTS && oldest !== undefined) cuts.delete(oldest);
    }
    const pieces = await cut;
    if (pieces?.length !== contents.length + 1) return undefined;
    return pieces.map((piece, index) => `${piece}${contents[index] ?? ''}`).join('');
  };
}
