import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { LANGUAGES } from '@afh/contract/language-names';
import { pathIn, useLanguage } from '../site/language';
import { contentPagesOf, hasInterface, languagesOfPage } from '../site/content-pages';
import { useSiteSettings } from '../site/settings-query';
import { topBarWords } from './top-bar-words';
import { useWords } from '../site/words';

const noChange = () => () => {};
/**
 * Whether the browser is taking over the server's links (hydrating). The top bar's are taken over
 * only at the visitor's first move to another page (top-bar.tsx), and React keeps the attributes
 * the server drew when it takes markup over: so the links are written then, and again right after,
 * with the page's address.
 */
const useTakingOver = () => useSyncExternalStore(noChange, () => false, () => typeof document !== 'undefined');

/**
 * The same page in the home's other languages (issue 47): plain links, each in its own language,
 * which load the page in that language; nothing while the site is in English only. A language
 * without interface text is offered only where the page exists in it (content-pages.ts).
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const w = useWords(topBarWords);
  const language = useLanguage();
  const settings = useSiteSettings();
  // The router's address is the English one (language.ts): the query and the anchor stay.
  const here = useRouterState({ select: (state) => state.location.href });
  const takingOver = useTakingOver();
  const queryClient = useQueryClient();
  // A page in a language without interface text follows which pages are in it; the server's page
  // says it before the app starts (content-pages-start.ts), this only for a page the browser drew alone.
  useEffect(() => {
    if (!hasInterface(language)) void import('../site/content-pages-start');
  }, [language]);
  const others = languagesOfPage(settings, contentPagesOf(queryClient), here).filter((code) => code !== language);
  if (!others.length) return null;
  return (
    <ul className={className} aria-label={w.languages}>
      {others.map((code) => (
        <li key={code}>
          <a href={takingOver ? undefined : pathIn(code, here)} hrefLang={code} lang={code} className={linkClassName}>
            {code === 'en' ? 'English' : LANGUAGES[code].native}
          </a>
        </li>
      ))}
    </ul>
  );
}
