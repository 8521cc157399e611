import type { ComponentProps } from 'react';
import { PageBanner } from '../../ui/page-banner';
import { pageWords } from './page-words';
import { useWords } from './words';

/** A page's banner (ui/page-banner.tsx) with its trail in the page's language (issue 47). */
export function SitePageBanner(props: Omit<ComponentProps<typeof PageBanner>, 'words'>) {
  return <PageBanner {...props} words={useWords(pageWords).banner} />;
}
