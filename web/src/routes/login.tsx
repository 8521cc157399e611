import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../features/site/page-head';
import { LoginPage } from '../features/auth/login-page';
import { plainSearch } from '../lib/plain-search';

export const Route = createFileRoute('/login')({
  // Drawn by the browser: what it shows depends on who is signed in (the server sends the shell).
  ssr: false,
  // Where to go after signing in, and why the guard sent the visitor here: the page reads them
  // (guard-messages.ts), in its own chunk.
  validateSearch: plainSearch(['redirect', 'reason']),
  head: ({ match }) => privatePageHead(match.context, { page: 'login' }),
  component: function LoginRoute() {
    return <LoginPage search={Route.useSearch()} />;
  },
});
