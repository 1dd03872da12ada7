import { useEffect } from 'react';

export const SITE_NAME = 'Sri Mandir Nirman Seva';

/**
 * Sets the document title and meta description for the page being shown. A prerendered
 * page already has both, so its first render writes nothing.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
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
