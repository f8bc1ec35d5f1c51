import { useEffect } from 'react';
import { useMessages } from '../i18n/i18n';

export function useDocumentTitle(title: string) {
  const { productName } = useMessages().common;
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title, productName]);
}
