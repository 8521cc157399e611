import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../features/site/page-head';
import { ManageTourPage } from '../features/contact/manage-tour-page';

/** A family's own tour (issue 45): the token comes from the confirmation's link; nothing else is read from the address. */
export const Route = createFileRoute('/tour')({
  // Drawn by the browser: the page is a private link's (the server sends the shell).
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' && search.token.length <= 64 ? search.token : undefined }),
  head: ({ match }) => privatePageHead(match.context, { page: 'manageTour' }),
  component: function ManageTourRoute() {
    return <ManageTourPage token={Route.useSearch().token} />;
  },
});
