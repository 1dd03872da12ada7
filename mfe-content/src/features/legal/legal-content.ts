/** A legal page's text: headed sections, each with an id for the table of contents. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface LegalContent {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}
