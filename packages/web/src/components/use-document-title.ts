import { useEffect } from 'react';

/** Sets the page title to `<screen title> – Lesesaal` (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – Lesesaal` : 'Lesesaal';
  }, [title]);
}
