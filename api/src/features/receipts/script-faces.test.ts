import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  ascenderOf,
  drawnText,
  registerScriptFaces,
  runsByScript,
  undrawableCharacters,
} from './script-faces';

describe('a value cut by script for the receipt', () => {
  it('keeps Latin in Helvetica, and a value with letters beyond Latin-1 in the Latin Noto face', () => {
    expect(runsByScript('José Rao - 560041')).toEqual([{ text: 'José Rao - 560041', face: 'Helvetica' }]);
    expect(runsByScript('Śrīrangapaṭṭaṇa - 571438')).toEqual([
      { text: 'Śrīrangapaṭṭaṇa - 571438', face: 'NotoSans' },
    ]);
  });

  it('gives each Indian script its face, with the spaces, digits and commas that follow it', () => {
    expect(runsByScript('Asha आशा राव, ಬೆಂಗಳೂರು 560041, India')).toEqual([
      { text: 'Asha ', face: 'Helvetica' },
      { text: 'आशा राव, ', face: 'NotoSansDevanagari' },
      { text: 'ಬೆಂಗಳೂರು 560041, ', face: 'NotoSansKannada' },
      { text: 'India', face: 'Helvetica' },
    ]);
  });

  it('keeps the digits of right-to-left text in its run, and the comma and space after it apart', () => {
    // The Arabic comma is beyond Latin-1: the Latin letters are in Noto Sans.
    expect(runsByScript('مکان نمبر 12، گلی 5, Bengaluru')).toEqual([
      { text: 'مکان نمبر 12، گلی 5', face: 'NotoNaskhArabic' },
      { text: ', ', face: 'NotoNaskhArabic' },
      { text: 'Bengaluru', face: 'NotoSans' },
    ]);
  });

  it("puts what comes before the first letter in that letter's run: an Urdu address starting with a number", () => {
    expect(runsByScript('12، گلی نمبر 5')).toEqual([{ text: '12، گلی نمبر 5', face: 'NotoNaskhArabic' }]);
    expect(runsByScript('12 Temple Street')).toEqual([{ text: '12 Temple Street', face: 'Helvetica' }]);
    expect(runsByScript('560004')).toEqual([{ text: '560004', face: 'Helvetica' }]);
  });

  it("gives a common character its run's face cannot draw to a face that can: its script's, else Noto Sans", () => {
    // The Arabic comma is Common, used by Arabic (Script_Extensions): Noto Sans has no glyph for it.
    expect(runsByScript('Bengaluru 12، گلی')).toEqual([
      { text: 'Bengaluru 12', face: 'NotoSans' },
      { text: '، گلی', face: 'NotoNaskhArabic' },
    ]);
    // ʻ (U+02BB, the Hawaiian ʻokina) is Common: the Devanagari face has no glyph for it.
    expect(runsByScript('गांधी नगर, ʻAiea - 560004, India')).toEqual([
      { text: 'गांधी नगर, ', face: 'NotoSansDevanagari' },
      { text: 'ʻAiea - 560004, India', face: 'NotoSans' },
    ]);
  });

  it('keeps a combining mark on its letter, in the face of the letter, even one without a glyph for it', () => {
    expect(runsByScript('आशा Ṭ\u0323')).toEqual([
      { text: 'आशा ', face: 'NotoSansDevanagari' },
      { text: 'Ṭ\u0323', face: 'NotoSans' },
    ]);
    expect(runsByScript('आ\u0323')).toEqual([{ text: 'आ\u0323', face: 'NotoSansDevanagari' }]);
  });

  it('keeps the signs of a number that ends a right-to-left run in the run', () => {
    expect(runsByScript('رعایت 50%, Bengaluru')).toEqual([
      { text: 'رعایت 50%', face: 'NotoNaskhArabic' },
      { text: ', ', face: 'NotoNaskhArabic' },
      { text: 'Bengaluru', face: 'Helvetica' },
    ]);
  });
});

describe('a run as it is drawn', () => {
  it("reverses a number's digits in right-to-left text, which fontkit reverses again", () => {
    expect(drawnText({ text: 'مکان نمبر 12/3، گلی ۴۵', face: 'NotoNaskhArabic' })).toBe(
      'مکان نمبر 3/21، گلی ۵۴',
    );
    expect(drawnText({ text: 'आशा 12', face: 'NotoSansDevanagari' })).toBe('आशा 12');
  });

  it('reverses the signs that belong to a number with its digits, so each keeps its side', () => {
    expect(drawnText({ text: 'گلی #12', face: 'NotoNaskhArabic' })).toBe('گلی 21#');
    expect(drawnText({ text: '50% رعایت', face: 'NotoNaskhArabic' })).toBe('%05 رعایت');
    expect(drawnText({ text: 'فون +91 80', face: 'NotoNaskhArabic' })).toBe('فون 19+ 08');
    expect(drawnText({ text: '۵۰٪ رعایت', face: 'NotoNaskhArabic' })).toBe('٪۰۵ رعایت');
  });

  it('leaves out a joiner its face has no glyph for, and keeps one it has', () => {
    expect(drawnText({ text: 'ᱥᱟ\u200dᱱ', face: 'NotoSansOlChiki' })).toBe('ᱥᱟᱱ');
    expect(drawnText({ text: 'क्\u200dष', face: 'NotoSansDevanagari' })).toBe('क्\u200dष');
  });

  it('leaves the joiners out of Meetei Mayek, which does not use them, though its face has glyphs for them', () => {
    expect(drawnText({ text: 'ꯃꯅꯤ\u200Dꯄꯨꯔ ', face: 'NotoSansMeeteiMayek' })).toBe('ꯃꯅꯤꯄꯨꯔ ');
    expect(drawnText({ text: 'ꯀ\u200Cꯀ ', face: 'NotoSansMeeteiMayek' })).toBe('ꯀꯀ ');
  });
});

describe("a face's ascender", () => {
  it('is the one PDFKit places text by, for each face', () => {
    const doc = new PDFDocument();
    const faces = ['Helvetica'];
    registerScriptFaces({
      registerFont: (name, src) => {
        faces.push(name);
        return doc.registerFont(name, src);
      },
    });
    // PDFKit keeps the metrics of the face in use on a private field.
    const inPdfKit = (face: string) =>
      (doc.font(face) as unknown as { _font: { ascender: number } })._font.ascender;
    expect(faces).toHaveLength(14);
    expect(faces.map((face) => [face, ascenderOf(face as Parameters<typeof ascenderOf>[0])])).toEqual(
      faces.map((face) => [face, inPdfKit(face)]),
    );
  });
});

describe('what the receipt cannot print', () => {
  it.each([
    ['Latin-1 (Helvetica)', "José O'Brien-Müller, 560004"],
    ['Latin beyond Latin-1', 'Śrīrangapaṭṭaṇa – Łódź'],
    ['Greek', 'Αθήνα'],
    ['Cyrillic', 'Москва'],
    ['Bengali (Bengali, Assamese)', 'আমার সোনার বাংলা'],
    ['Devanagari, with a joiner (Hindi, Marathi, Nepali…)', 'आशा राव, क्\u200dष'],
    ['Gujarati', 'અમદાવાદ'],
    ['Gurmukhi (Punjabi)', 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ'],
    ['Kannada', 'ಬೆಂಗಳೂರು'],
    ['Malayalam, with a chillu', 'കണ്ണൂർ'],
    ['Oriya', 'ଭୁବନେଶ୍ୱର'],
    ['Tamil', 'சென்னை'],
    ['Telugu', 'హైదరాబాద్'],
    ['Arabic script: Urdu', 'محمد علی'],
    ['Arabic script: Kashmiri', 'کٲشُر'],
    ['Arabic script: Sindhi', 'سنڌي ڄاڻ'],
    ['Arabic script: an Urdu address starting with a number', '12، گلی نمبر 5'],
    ['Ol Chiki (Santali), with a joiner', 'ᱥᱟᱱᱛᱟᱲ\u200dᱤ ᱯᱟᱨᱜᱟᱱᱟ'],
    ['Meetei Mayek (Manipuri)', 'ꯏꯝꯐꯥꯜ ꯃꯅꯤꯄꯨꯔ'],
  ])('is nothing of %s', (_script, sample) => {
    expect(undrawableCharacters(sample)).toEqual([]);
  });

  it.each([
    ['Chinese and an emoji', '王小明 😀', ['王', '小', '明', '😀']],
    ['Thai', 'สมชาย', ['ส', 'ม', 'ช', 'า', 'ย']],
    ['Sinhala', 'ලංකා', ['ල', 'ං', 'ක', 'ා']],
    ['Hebrew among Latin letters', 'Asha שלום Rao', ['ש', 'ל', 'ו', 'ם']],
    ['an emoji after Devanagari', 'आशा 🙏🙏', ['🙏']],
    ['a combining mark on a Devanagari letter, whose face has no glyph for it', 'आ\u0323', ['\u0323']],
  ])('is each character once, in order, of %s', (_what, sample, missing) => {
    expect(undrawableCharacters(sample)).toEqual(missing);
  });
});
