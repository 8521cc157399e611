import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../features/site/page-head';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) => privatePageHead(match.context, { page: 'forgotPassword' }),
  component: ForgotPasswordPage,
});
