import { use, useEffect } from 'react';
import { ConfigContext } from '../config';

/**
 * Sets the page title to `<screen title> – <site name>` (WCAG 2.4.2); the site name is the
 * archive's (`SITE_NAME`, `data-site-name`) or else the product name.
 */
export function useDocumentTitle(title: string): void {
  const site = use(ConfigContext)?.siteName ?? 'Lesesaal';
  useEffect(() => {
    // soft hyphens (U+00AD, long German words in the texts) have no place in a window title
    const plain = title.replaceAll('\u00ad', '');
    document.title = plain ? `${plain} – ${site}` : site;
  }, [title, site]);
}
