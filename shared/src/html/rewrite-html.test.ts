import { describe, expect, it } from 'vitest';
import {
  beforeEndTag,
  fillElement,
  placeIn,
  replaceTitleAndDescription,
  rewriteHtml,
  type StartTag,
} from './rewrite-html';

describe('HTML rewritten by a parser', () => {
  it('passes every token it is not asked to change on exactly as written', async () => {
    const html = "<!doctype html><p class=a title='x &amp; y'>Tom &amp; Jerry<br></p><!-- note -->";
    expect(await rewriteHtml(html, () => {})).toBe(html);
  });

  it('fills the first element that matches, however its attributes are written, and only that one', async () => {
    const isRoot = (tag: StartTag) => tag.attrs.some((attr) => attr.name === 'id' && attr.value === 'root');
    expect(
      await fillElement(
        "<body><div class=app id='root'></div><div id=root></div></body>",
        isRoot,
        '<h1>Hi</h1>',
        {
          'data-prerendered': '',
        },
      ),
    ).toBe(
      '<body><div class="app" id="root" data-prerendered=""><h1>Hi</h1></div><div id=root></div></body>',
    );
  });

  it('finds no element in text, comments or attribute values that look like one', async () => {
    const html = '<p title="<temple-page-slot>">&lt;temple-page-slot&gt;<!-- <temple-page-slot> --></p>';
    expect(await fillElement(html, (tag) => tag.tagName === 'temple-page-slot', 'page')).toBeUndefined();
  });
});

describe("a page's own title and description", () => {
  const OWN = '<title>Events</title><meta name="description" content="Upcoming and past events">';

  it("replace the template's, where its title was, and leave an icon's title in the body alone", async () => {
    expect(
      await replaceTitleAndDescription(
        '<head><title>Sri Mandir &amp; Seva</title><meta charset="utf-8"><meta NAME="Description" content="x"></head>' +
          '<body><svg><title>WhatsApp</title></svg></body>',
        OWN,
      ),
    ).toBe(`<head>${OWN}<meta charset="utf-8"></head><body><svg><title>WhatsApp</title></svg></body>`);
  });

  it('go at the end of a head without a title, before the body without a head, nowhere without either', async () => {
    expect(await replaceTitleAndDescription('<head><meta charset="utf-8"></head><body></body>', OWN)).toBe(
      `<head><meta charset="utf-8">${OWN}</head><body></body>`,
    );
    expect(
      await replaceTitleAndDescription(
        '<meta charset="utf-8"><body><svg><title>Icon</title></svg></body>',
        OWN,
      ),
    ).toBe(`<meta charset="utf-8">${OWN}<body><svg><title>Icon</title></svg></body>`);
    expect(await replaceTitleAndDescription('<p>no head &lt;/head&gt;</p>', OWN)).toBeUndefined();
  });
});

describe('content put into documents that come again and again', () => {
  it('parses each document once, and puts the contents at its places in order', async () => {
    const mark = vi.fn((html: string, marker: string) => beforeEndTag(html, 'p', marker));
    const intoParagraph = placeIn(mark);
    const html = '<p class=a>One</p><p>Two</p>';
    expect(await intoParagraph(html, ' and a half')).toBe('<p class=a>One and a half</p><p>Two</p>');
    expect(await intoParagraph(html, '!')).toBe('<p class=a>One!</p><p>Two</p>');
    expect(mark).toHaveBeenCalledTimes(1);
  });

  it('puts content before the first end tag of its name only', async () => {
    expect(await beforeEndTag('<head></head><svg></head></svg>', 'head', '<meta>')).toBe(
      '<head><meta></head><svg></head></svg>',
    );
  });

  it('finds no place where the parser finds no element, and none for more contents than places', async () => {
    const intoHead = placeIn((html, marker) => beforeEndTag(html, 'head', marker));
    expect(await intoHead('<p>no head here &lt;/head&gt;</p>', '<meta>')).toBeUndefined();
    expect(await intoHead('<head></head>', '<meta>', '<title>')).toBeUndefined();
  });
});
