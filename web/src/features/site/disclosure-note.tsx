import { disclosureWords } from './disclosure-words';
import { useWords } from './words';

/**
 * The home's Disclosure of Services (DSHS 10-508, issue 33), linked where families read about care
 * and costs (/costs, /about) while the owner has one online (Settings). Nothing without one.
 */
export function DisclosureNote({ url, className }: { url: string; className?: string }) {
  const w = useWords(disclosureWords);
  if (!url) return null;
  return (
    <p className={className}>
      {w.text}{' '}
      <a href={url} target="_blank" rel="noopener">
        {w.link}
      </a>
      .
    </p>
  );
}
