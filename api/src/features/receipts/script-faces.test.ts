import { describe, expect, it } from 'vitest';
import { runsByScript } from './script-faces';

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
});
