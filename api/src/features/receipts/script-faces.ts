import { createRequire } from 'node:module';

const resolveFile = createRequire(import.meta.url).resolve;

/**
 * What a donor types (a name, an address, a city) may be in any script of India, or in Latin
 * with the accents of a transliterated name ("Śrī"). The PDF's built-in Helvetica draws
 * only Latin-1, so such text is drawn in Noto Sans: the face of each Indian script for the
 * letters of that script (each also draws digits and punctuation, so a run stays in one
 * face), and the Latin face for a value with letters beyond Latin-1. Helvetica stays for
 * the rest: a Noto face costs 5–80 ms of layout per receipt, Helvetica about nothing.
 */
const FACES = {
  NotoSans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  NotoSansBengali: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
  NotoSansDevanagari: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  NotoSansGujarati: '@expo-google-fonts/noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf',
  NotoSansGurmukhi: '@expo-google-fonts/noto-sans-gurmukhi/400Regular/NotoSansGurmukhi_400Regular.ttf',
  NotoSansKannada: '@expo-google-fonts/noto-sans-kannada/400Regular/NotoSansKannada_400Regular.ttf',
  NotoSansMalayalam: '@expo-google-fonts/noto-sans-malayalam/400Regular/NotoSansMalayalam_400Regular.ttf',
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

const SCRIPT_FACES: [RegExp, Face][] = [
  [/\p{Script=Bengali}/u, 'NotoSansBengali'],
  [/\p{Script=Devanagari}/u, 'NotoSansDevanagari'],
  [/\p{Script=Gujarati}/u, 'NotoSansGujarati'],
  [/\p{Script=Gurmukhi}/u, 'NotoSansGurmukhi'],
  [/\p{Script=Kannada}/u, 'NotoSansKannada'],
  [/\p{Script=Malayalam}/u, 'NotoSansMalayalam'],
  [/\p{Script=Oriya}/u, 'NotoSansOriya'],
  [/\p{Script=Tamil}/u, 'NotoSansTamil'],
  [/\p{Script=Telugu}/u, 'NotoSansTelugu'],
];

/** Where each face's file is, looked up at the first receipt and kept. */
let faceFiles: [string, string][] | undefined;

/** Makes the faces known to a PDF document by their names (PDFKit embeds only the glyphs used). */
export function registerScriptFaces(doc: { registerFont(name: string, src: string): unknown }): void {
  faceFiles ??= Object.entries(FACES).map(([name, file]) => [name, resolveFile(file)]);
  for (const [name, file] of faceFiles) doc.registerFont(name, file);
}

/** Spaces, digits, punctuation and joiners: drawn by every face. */
const ANY_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** What Helvetica draws (Latin-1). */
const LATIN_1 = /[\u0020-\u007E\u00A0-\u00FF]/u;

const scriptFaceOf = (char: string) => SCRIPT_FACES.find(([script]) => script.test(char))?.[1];

/**
 * The text cut where its script changes, each piece with the face that draws it. Spaces,
 * digits and punctuation stay with the piece they follow, so a name is shaped as one; the
 * Latin letters of one value share one face.
 */
export function runsByScript(text: string): ScriptRun[] {
  const chars = [...text];
  const latinFace = chars.every((char) => scriptFaceOf(char) || LATIN_1.test(char))
    ? 'Helvetica'
    : 'NotoSans';
  const runs: ScriptRun[] = [];
  for (const char of chars) {
    const face = scriptFaceOf(char) ?? (ANY_SCRIPT.test(char) ? undefined : latinFace);
    const last = runs.at(-1);
    if (last && (face === undefined || face === last.face)) last.text += char;
    else runs.push({ text: char, face: face ?? latinFace });
  }
  return runs;
}

/**
 * OpenType features that place marks (vowel signs, nasal signs) on their letters, turned
 * off. fontkit fails on some of these fonts' mark lookups (a null anchor,
 * foliojs/fontkit#367: "ਸਿੰਘ", or a Malayalam word cut at a line's end); without them the
 * marks keep their default place and stay legible.
 */
export const WITHOUT_MARK_POSITIONING = { mark: false, mkmk: false, abvm: false, blwm: false, dist: false };
