import { useEffect } from 'react';
import { documentTitleOf } from '../config/page-title';

/**
 * Sets the document title and meta description for the page being shown. A page the
 * server sent already has both, so its first render writes nothing.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    const fullTitle = documentTitleOf(title);
    if (document.title !== fullTitle) document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    if (meta.content !== description) meta.content = description;
  }, [title, description]);
}
