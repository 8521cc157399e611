import { useEffect } from 'react';
import { useSiteSettings } from './settings-query';

const setMetaDescription = (content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
};

/** Sets the document title ('Title | Business name') and meta description of a page. */
export const usePageMeta = (title: string, description: string) => {
  const { business_name } = useSiteSettings();
  useEffect(() => {
    document.title = title ? `${title} | ${business_name}` : business_name;
    setMetaDescription(description);
  }, [title, description, business_name]);
};
