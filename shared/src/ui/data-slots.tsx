import { DATA_IF_TAG, DATA_TEXT_TAG, type DataFormat } from '@temple/shared/core';
import { createElement, type ReactNode } from 'react';

/**
 * The slots of a page variant prerendered for the server to fill (see config/page-data.ts):
 * written here beside the markup the server looks for, so the two cannot drift apart.
 */
export function DataText({ field, format = 'text' }: { field: string; format?: DataFormat }) {
  return createElement(DATA_TEXT_TAG, { field, format });
}

/** Its content stays only when the field, so formatted, shows a value. */
export function DataIf({
  field,
  format = 'text',
  children,
}: {
  field: string;
  format?: DataFormat;
  children: ReactNode;
}) {
  return createElement(DATA_IF_TAG, { field, format }, children);
}
