import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../features/site/page-head';
import { PAGE_TEXT } from '../features/site/page-text';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) => privatePageHead(match.context, PAGE_TEXT.forgotPassword),
  component: ForgotPasswordPage,
});
