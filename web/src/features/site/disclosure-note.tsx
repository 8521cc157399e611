/**
 * The home's Disclosure of Services (DSHS 10-508, issue 33), linked where families read about care
 * and costs (/costs, /about) while the owner has one online (Settings). Nothing without one.
 */
export function DisclosureNote({ url, className }: { url: string; className?: string }) {
  if (!url) return null;
  return (
    <p className={className}>
      Washington asks every adult family home to tell families in writing what care and services it provides. Read ours:{' '}
      <a href={url} target="_blank" rel="noopener">
        Disclosure of Services (PDF)
      </a>
      .
    </p>
  );
}
