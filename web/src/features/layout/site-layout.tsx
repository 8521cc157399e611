import type { ReactNode } from 'react';

// Placeholder: replaced by the header, main landmark and footer.
export function SiteLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
