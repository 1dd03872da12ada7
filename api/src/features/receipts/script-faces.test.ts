import { describe, expect, it } from 'vitest';
import { drawnText, runsByScript, undrawableCharacters } from './script-faces';

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
});

describe('a run as it is drawn', () => {
  it("reverses a number's digits in right-to-left text, which fontkit reverses again", () => {
    expect(drawnText({ text: 'مکان نمبر 12/3، گلی ۴۵', face: 'NotoNaskhArabic' })).toBe(
      'مکان نمبر 3/21، گلی ۵۴',
    );
    expect(drawnText({ text: 'आशा 12', face: 'NotoSansDevanagari' })).toBe('आशा 12');
  });

  it('leaves out a joiner its face has no glyph for, and keeps one it has', () => {
    expect(drawnText({ text: 'ᱥᱟ\u200dᱱ', face: 'NotoSansOlChiki' })).toBe('ᱥᱟᱱ');
    expect(drawnText({ text: 'क्\u200dष', face: 'NotoSansDevanagari' })).toBe('क्\u200dष');
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
  ])('is each character once, in order, of %s', (_what, sample, missing) => {
    expect(undrawableCharacters(sample)).toEqual(missing);
  });
});
