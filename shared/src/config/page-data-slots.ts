import { DATA_FORMATS, DATA_IF_TAG, DATA_TEXT_TAG, isDataFormat } from './page-data';

/*
 * The server's half of page data (see ./page-data.ts): filling a prerendered variant's
 * slots. Outside `@temple/shared/core`, so no browser downloads it with the first paint.
 */

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const DATA_IF = new RegExp(
  `<${DATA_IF_TAG} field="([\\w-]+)" format="([\\w-]+)">([\\s\\S]*?)</${DATA_IF_TAG}>`,
  'g',
);
const DATA_TEXT = new RegExp(
  `<${DATA_TEXT_TAG} field="([\\w-]+)" format="([\\w-]+)"></${DATA_TEXT_TAG}>`,
  'g',
);

function formatted(data: Readonly<Record<string, unknown>>, field: string, format: string): string {
  const value = Object.hasOwn(data, field) ? data[field] : undefined;
  return isDataFormat(format) ? DATA_FORMATS[format](value, data) : '';
}

/** A variant's HTML with its slots filled from the data, every value escaped. */
export function fillDataSlots(html: string, data: Readonly<Record<string, unknown>>): string {
  return html
    .replace(DATA_IF, (_, field: string, format: string, inner: string) =>
      formatted(data, field, format) === '' ? '' : inner,
    )
    .replace(DATA_TEXT, (_, field: string, format: string) => escapeHtml(formatted(data, field, format)));
}
