import { createRequire } from 'node:module';
import { type Font, openSync } from 'fontkit';

const resolveFile = createRequire(import.meta.url).resolve;

/**
 * What a donor types (a name, an address, a city) may be in any script of India's
 * scheduled languages, or in Latin with the accents of a transliterated name ("Śrī"). The
 * PDF's built-in Helvetica draws only Latin-1, so such text is drawn in Noto: the face of
 * each Indian script for the letters of that script (each also draws digits and
 * punctuation, so a run stays in one face), and the Latin face for a value with letters
 * beyond Latin-1. Helvetica stays for the rest: a Noto face costs 5–80 ms of layout per
 * receipt, Helvetica about nothing. What no face draws is refused with the donation
 * (`undrawableCharacters`), so a receipt never prints empty boxes.
 */
const FACES = {
  // Naskh, not Nastaliq: fontkit shapes Naskh's joined letters (Urdu, Kashmiri, Sindhi).
  NotoNaskhArabic: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
  NotoSans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  NotoSansBengali: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
  NotoSansDevanagari: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  NotoSansGujarati: '@expo-google-fonts/noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf',
  NotoSansGurmukhi: '@expo-google-fonts/noto-sans-gurmukhi/400Regular/NotoSansGurmukhi_400Regular.ttf',
  NotoSansKannada: '@expo-google-fonts/noto-sans-kannada/400Regular/NotoSansKannada_400Regular.ttf',
  NotoSansMalayalam: '@expo-google-fonts/noto-sans-malayalam/400Regular/NotoSansMalayalam_400Regular.ttf',
  // Manipuri.
  NotoSansMeeteiMayek:
    '@expo-google-fonts/noto-sans-meetei-mayek/400Regular/NotoSansMeeteiMayek_400Regular.ttf',
  // Santali.
  NotoSansOlChiki: '@expo-google-fonts/noto-sans-ol-chiki/400Regular/NotoSansOlChiki_400Regular.ttf',
  NotoSansOriya: '@expo-google-fonts/noto-sans-oriya/400Regular/NotoSansOriya_400Regular.ttf',
  NotoSansTamil: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
  NotoSansTelugu: '@expo-google-fonts/noto-sans-telugu/400Regular/NotoSansTelugu_400Regular.ttf',
} as const;

type Face = keyof typeof FACES | 'Helvetica';

/** A piece of text in one script, and the face that draws it. */
export interface ScriptRun {
  text: string;
  face: Face;
}

/**
 * Each script with its face: the face of the script's letters, and of the common
 * characters the script uses (its Script_Extensions: the Arabic comma, the Devanagari danda).
 */
const SCRIPT_FACES = (
  [
    ['Arabic', 'NotoNaskhArabic'],
    ['Bengali', 'NotoSansBengali'],
    ['Devanagari', 'NotoSansDevanagari'],
    ['Gujarati', 'NotoSansGujarati'],
    ['Gurmukhi', 'NotoSansGurmukhi'],
    ['Kannada', 'NotoSansKannada'],
    ['Malayalam', 'NotoSansMalayalam'],
    ['Meetei_Mayek', 'NotoSansMeeteiMayek'],
    ['Ol_Chiki', 'NotoSansOlChiki'],
    ['Oriya', 'NotoSansOriya'],
    ['Tamil', 'NotoSansTamil'],
    ['Telugu', 'NotoSansTelugu'],
  ] as const
).map(([script, face]) => ({
  face,
  letters: new RegExp(`\\p{Script=${script}}`, 'u'),
  uses: new RegExp(`\\p{Script_Extensions=${script}}`, 'u'),
}));

/** Where each face's file is, looked up at first use and kept. */
let faceFiles: [keyof typeof FACES, string][] | undefined;

const filesOfFaces = () =>
  (faceFiles ??= Object.entries(FACES).map(([name, file]) => [
    name as keyof typeof FACES,
    resolveFile(file),
  ]));

/** Makes the faces known to a PDF document by their names (PDFKit embeds only the glyphs used). */
export function registerScriptFaces(doc: { registerFont(name: string, src: string): unknown }): void {
  for (const [name, file] of filesOfFaces()) doc.registerFont(name, file);
}

/** Spaces, digits, punctuation: in the face of the run they follow, if it draws them. */
const COMMON = /\p{Script=Common}/u;
/** Combining marks and joiners: always with the letter they belong to. */
const INHERITED = /\p{Script=Inherited}/u;
/** What Helvetica draws (Latin-1). */
const LATIN_1 = /[\u0020-\u007E\u00A0-\u00FF]/u;
/** The face of a script written right to left: fontkit lays out its runs reversed. */
export const RIGHT_TO_LEFT_FACE: Face = 'NotoNaskhArabic';
/**
 * A number, which reads left to right inside right-to-left text, with the signs that
 * belong to it and keep their side of it: "#12", "+91", "50%", "۵۰٪".
 */
const NUMBER = /[#+]?\p{Nd}+(?:[.,:/-]\p{Nd}+)*[%٪]?/gu;
/**
 * What follows a right-to-left run's last letter or number: spaces and punctuation; the
 * digits read with the run ("گلی 5"), and so do a number's signs ("رعایت 50%").
 */
const TRAILING_NEUTRALS = new RegExp(
  `(?:${NUMBER.source}|[\\p{Script=Arabic}\\p{Script=Inherited}])([^\\p{N}\\p{Script=Arabic}\\p{Script=Inherited}]+)$`,
  'u',
);
/** Joiners only choose how letters join: a face without them (Ol Chiki) draws the text as well without. */
export const JOINERS = /[\u200C\u200D]/gu;
/**
 * Faces whose runs are drawn without joiners, though the face has glyphs for them: Meetei
 * Mayek does not use them, and fontkit's shaper fails on a Meetei Mayek word with one inside.
 */
const FACES_WITHOUT_JOINERS: ReadonlySet<Face> = new Set(['NotoSansMeeteiMayek']);

const scriptFaceOf = (char: string) => SCRIPT_FACES.find(({ letters }) => letters.test(char))?.face;

/**
 * The text cut where its script changes, each piece with the face that draws it. A letter
 * is in the face of its script (the Latin letters of one value share one face). Spaces,
 * digits and punctuation stay with the piece they follow, so a name is shaped as one, and
 * those before the first letter go with that letter ("12، گلی" is one Arabic piece); one
 * that the piece's face has no glyph for goes to a face that has. Combining marks and
 * joiners stay on their letter.
 */
export function runsByScript(text: string): ScriptRun[] {
  const chars = [...text];
  const latinFace = chars.every((char) => scriptFaceOf(char) || LATIN_1.test(char))
    ? 'Helvetica'
    : 'NotoSans';
  const letterFace = (char: string) =>
    scriptFaceOf(char) ?? (COMMON.test(char) || INHERITED.test(char) ? undefined : latinFace);
  const firstLetterFace = chars.map(letterFace).find((face) => face !== undefined) ?? latinFace;
  const runs: ScriptRun[] = [];
  for (const char of chars) {
    const last = runs.at(-1);
    const face = letterFace(char) ?? neutralFace(char, last?.face ?? firstLetterFace, latinFace);
    if (last && face === last.face) last.text += char;
    else runs.push({ text: char, face });
  }
  // A right-to-left run is drawn reversed; the spaces and commas after it belong on its
  // right, as the line reads left to right: a run of their own.
  return runs.flatMap((run) => {
    const trailing = run.face === RIGHT_TO_LEFT_FACE ? TRAILING_NEUTRALS.exec(run.text)?.[1] : undefined;
    if (!trailing) return [run];
    return [
      { text: run.text.slice(0, -trailing.length), face: run.face },
      { text: trailing, face: run.face },
    ];
  });
}

/**
 * The face of a character of no script of its own, in a run in `runFace`: that face if it
 * draws the character or the character is a combining mark or joiner (drawn apart from its
 * letter, it would be misplaced); else the first that draws it of the faces of the scripts
 * that use it, the value's Latin face and Noto Sans. If none does, it stays, and the value
 * is refused (`undrawableCharacters`).
 */
function neutralFace(char: string, runFace: Face, latinFace: Face): Face {
  const codePoint = char.codePointAt(0) ?? 0;
  if (INHERITED.test(char) || drawsCodePoint(runFace)(codePoint)) return runFace;
  const faces: Face[] = [
    ...SCRIPT_FACES.filter(({ uses }) => uses.test(char)).map(({ face }) => face),
    latinFace,
    'NotoSans',
  ];
  return faces.find((face) => drawsCodePoint(face)(codePoint)) ?? runFace;
}

/**
 * OpenType features that place marks (vowel signs, nasal signs) on their letters, turned
 * off. fontkit fails on some of these fonts' mark lookups (a null anchor,
 * reported upstream at github.com/foliojs/fontkit/issues/367: "ਸਿੰਘ", or a Malayalam word cut at a line's end); without them the
 * marks keep their default place and stay legible.
 */
export const WITHOUT_MARK_POSITIONING = { mark: false, mkmk: false, abvm: false, blwm: false, dist: false };

/**
 * Features a face is drawn without, whatever else is asked: fontkit's shaping never ends on
 * Noto Sans Meetei Mayek's below-base forms (a consonant, the virama apun iyek, a consonant:
 * "ꯀ꯭ꯀ"), so its conjuncts are drawn with the virama shown, as Meetei Mayek is also written.
 */
const FEATURES_FONTKIT_NEVER_ENDS: Partial<Record<Face, Record<string, false>>> = {
  NotoSansMeeteiMayek: { blws: false },
};

/** The features a run in `face` is drawn with: those asked, less those its face must go without. */
export function featuresForFace<Features extends object | undefined>(
  face: Face,
  features: Features,
): Features | Record<string, boolean> {
  const turnedOff = FEATURES_FONTKIT_NEVER_ENDS[face];
  return turnedOff ? { ...features, ...turnedOff } : features;
}

/**
 * Characters a face has glyphs for but is counted as not drawing, so a value with them is
 * refused: fontkit's shaper cannot lay them out and fails on every attempt to draw them.
 * Noto Sans Meetei Mayek's Meetei Mayek Extensions (U+AAE0–U+AAFF: "ꫳꯋꯊꯅꯥ꫶").
 */
const GLYPHS_FONTKIT_CANNOT_SHAPE: Partial<Record<Face, RegExp>> = {
  NotoSansMeeteiMayek: /[\uAAE0-\uAAFF]/u,
};

/** A face as fontkit reads it: which code points it draws, and its ascender. */
interface OpenFace {
  draws: (codePoint: number) => boolean;
  /** Per 1000 units of the em, as PDFKit counts it (EmbeddedFont: hhea ascent × 1000 / unitsPerEm). */
  ascender: number;
}

/** Helvetica's ascender in PDFKit's Helvetica.afm. */
const HELVETICA_ASCENDER = 718;

/** Each face as fontkit reads it, opened at first use and kept. */
let openFaces: Map<Face, OpenFace> | undefined;

function openFace(face: Face): OpenFace {
  openFaces ??= new Map<Face, OpenFace>([
    [
      'Helvetica',
      {
        draws: (codePoint) => LATIN_1.test(String.fromCodePoint(codePoint)),
        ascender: HELVETICA_ASCENDER,
      },
    ],
    ...filesOfFaces().map(([name, file]): [Face, OpenFace] => {
      const font = openSync(file) as Font;
      const unshaped = GLYPHS_FONTKIT_CANNOT_SHAPE[name];
      return [
        name,
        {
          draws: (codePoint) =>
            font.hasGlyphForCodePoint(codePoint) && !unshaped?.test(String.fromCodePoint(codePoint)),
          ascender: font.ascent * (1000 / font.unitsPerEm),
        },
      ];
    }),
  ]);
  const open = openFaces.get(face);
  if (!open) throw new Error(`No face ${face}`);
  return open;
}

const drawsCodePoint = (face: Face) => openFace(face).draws;

/**
 * How far above its baseline a face's line box reaches, per 1000 units of the em. PDFKit
 * by default puts the baseline this far below the y it is given: a line of runs in faces
 * of different ascenders is drawn on a baseline of its own instead (receipt-pdf.ts).
 */
export const ascenderOf = (face: Face): number => openFace(face).ascender;

/**
 * A run's text as it is drawn: without the joiners its face lacks, which would otherwise
 * print as empty boxes, or its script does not use (Meetei Mayek); in a right-to-left run,
 * each number's digits reversed, so that fontkit's reversal of the run puts them back in
 * reading order.
 */
export function drawnText(run: ScriptRun): string {
  const draws = drawsCodePoint(run.face);
  const keepsJoiners = !FACES_WITHOUT_JOINERS.has(run.face);
  const text = run.text.replace(JOINERS, (joiner) =>
    keepsJoiners && draws(joiner.codePointAt(0) ?? 0) ? joiner : '',
  );
  return run.face === RIGHT_TO_LEFT_FACE
    ? text.replace(NUMBER, (number) => [...number].reverse().join(''))
    : text;
}

/**
 * The characters of a value that its face on the receipt has no glyph for (Chinese, Thai,
 * an emoji…), or none fontkit can lay out, each once, in the order typed: a receipt would
 * print them as empty boxes, or not be drawn at all.
 */
export function undrawableCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const run of runsByScript(text)) {
    const draws = drawsCodePoint(run.face);
    for (const char of drawnText(run)) if (!draws(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}
