import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../features/site/page-head';
import { PAGE_TEXT } from '../features/site/page-text';
import { parseLoginSearch } from '../features/auth/guard-messages';
import { LoginPage } from '../features/auth/login-page';

export const Route = createFileRoute('/login')({
  // Drawn by the browser: what it shows depends on who is signed in (the server sends the shell).
  ssr: false,
  validateSearch: parseLoginSearch,
  head: ({ match }) => privatePageHead(match.context, PAGE_TEXT.login),
  component: function LoginRoute() {
    return <LoginPage search={Route.useSearch()} />;
  },
});
