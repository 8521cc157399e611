import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../features/site/page-head';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

/** The token comes from the emailed link; nothing else is read from the address. */
export const Route = createFileRoute('/reset-password')({
  // Drawn by the browser: the page is a private link's (the server sends the shell).
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: typeof search.token === 'string' && search.token.length <= 200 ? search.token : undefined }),
  head: ({ match }) => privatePageHead(match.context, { page: 'resetPassword' }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />;
  },
});
