import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/admin-layout';
import { requireAdmin } from '../features/admin/guard';

/** Everything under /admin: the guard of spec section 4, then the admin frame. */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireAdmin(context.queryClient, location.href),
  component: function AdminRoute() {
    const { user } = Route.useRouteContext();
    return (
      <AdminLayout user={user}>
        <Outlet />
      </AdminLayout>
    );
  },
});
