import * as page from './admin-page.css';

/** A section of the admin that is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className={page.panel}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.subtitle}>This section is being built.</p>
    </div>
  );
}
