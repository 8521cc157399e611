import { createFileRoute } from '@tanstack/react-router';
import { parseLoginSearch } from '../features/auth/guard-messages';
import { LoginPage } from '../features/auth/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  component: function LoginRoute() {
    return <LoginPage search={Route.useSearch()} />;
  },
});
