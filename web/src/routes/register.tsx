import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../features/site/page-head';
import { RegisterPage } from '../features/auth/register-page';

export const Route = createFileRoute('/register')({
  // Drawn by the browser: what it shows depends on who is signed in (the server sends the shell).
  ssr: false,
  head: ({ match }) => privatePageHead(match.context, { page: 'register' }),
  component: RegisterPage,
});
