import { DATA_FORMATS, DATA_IF_TAG, DATA_TEXT_TAG, isDataFormat } from '../config/page-data';
import { rewriteHtml, type StartTag } from './rewrite-html';

/*
 * The server's half of page data (see ../config/page-data.ts): filling a prerendered
 * variant's slots. Node only, so no browser downloads it.
 */

function formatted(data: Readonly<Record<string, unknown>>, slot: StartTag): string {
  const attribute = (name: string) => slot.attrs.find((attr) => attr.name === name)?.value ?? '';
  const field = attribute('field');
  const format = attribute('format');
  const value = Object.hasOwn(data, field) ? data[field] : undefined;
  return isDataFormat(format) ? DATA_FORMATS[format](value, data) : '';
}

/**
 * A variant's HTML with its slots filled from the data: a text slot becomes its value
 * (escaped), a conditional block its content when its field shows a value, else nothing.
 */
export function fillDataSlots(html: string, data: Readonly<Record<string, unknown>>): Promise<string> {
  return rewriteHtml(html, (rewriter) => {
    // One entry per open conditional block: whether its content is left out.
    const blocks: boolean[] = [];
    const hidden = () => blocks.includes(true);
    const pass = (_: unknown, raw: string) => {
      if (!hidden()) rewriter.emitRaw(raw);
    };
    rewriter.on('startTag', (tag, raw) => {
      if (tag.tagName === DATA_IF_TAG) blocks.push(hidden() || formatted(data, tag) === '');
      else if (tag.tagName === DATA_TEXT_TAG) {
        if (!hidden()) rewriter.emitText({ text: formatted(data, tag) });
      } else pass(tag, raw);
    });
    rewriter.on('endTag', (tag, raw) => {
      if (tag.tagName === DATA_IF_TAG) blocks.pop();
      else if (tag.tagName !== DATA_TEXT_TAG) pass(tag, raw);
    });
    rewriter.on('text', pass);
    rewriter.on('comment', pass);
  });
}
