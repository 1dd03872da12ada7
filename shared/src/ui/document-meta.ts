import { useEffect } from 'react';

export const SITE_NAME = 'Sri Mandir Nirman Seva';

/** Sets the document title and meta description for the page being shown. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
