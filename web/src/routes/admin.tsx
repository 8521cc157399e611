import { Outlet, createFileRoute, useMatches } from '@tanstack/react-router';
import { Suspense } from 'react';
import { privatePageHead } from '../features/site/page-head';
import { AccessNotice } from '../features/admin/access-notice';
import { AdminLayout } from '../features/admin/admin-layout';
import { ToastHost } from '../ui/toast-host';

/** Everything under /admin: the guard of spec section 4, then the admin frame. */
export const Route = createFileRoute('/admin')({
  // Drawn by the browser: what it shows depends on who is signed in (the server sends the shell).
  ssr: false,
  // The guard's code comes with the admin area's, not in every public page's first script.
  beforeLoad: async ({ context, location, cause }) => (await import('../features/admin/guard')).checkAdmin(context.queryClient, { href: location.href, stay: cause === 'stay' }),
  component: function AdminRoute() {
    const { user, denied } = Route.useRouteContext();
    const screen = useMatches({ select: (matches) => matches.at(-1)?.staticData.accessNotice });
    // Only the admin raises toasts (ui/toast-host.tsx): their host is drawn here, not on public pages.
    if (denied || !user)
      return (
        <>
          <AccessNotice kind={denied ?? 'signed-out'} screen={screen ?? 'content'} />
          <ToastHost />
        </>
      );
    return (
      <AdminLayout user={user}>
        <ToastHost />
        {/* A screen's pending component travels in its code's chunk: drawn before that has come, it
            waits here, in the content only, where otherwise the whole frame would be hidden for
            that moment and the focus (on Menu, or the link just chosen) lost. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AdminLayout>
    );
  },
  // The screen's own words (its route's staticData): the server runs no route below this one
  // (ssr: false), and the browser follows the same head after each navigation.
  head: ({ match, matches }) => privatePageHead(match.context, { title: (matches.at(-1)?.staticData.pageText ?? { title: 'Dashboard' }).title, description: 'The admin area.' }),
});
