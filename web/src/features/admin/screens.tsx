import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Bell, CalendarCheck, ContactRound, FileQuestion, HeartHandshake, History, Images, Inbox, LayoutDashboard, MessageSquareQuote, Settings, Sparkles, Trash2, Users, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { activityQuery } from './activity/activity-api';
import { parseActivitySearch, toActivityFilters, useActivitySearch } from './activity/activity-search';
import { adminCatalogQuery } from './catalog/catalog-admin-api';
import { PROGRAM_KIND, SERVICE_KIND } from './catalog/catalog-kinds';
import { dashboardCountsQuery } from './dashboard/counts-query';
import { adminFaqsQuery } from './faqs/faqs-api';
import { adminGalleryQuery } from './gallery/gallery-api';
import { inquiriesQuery } from './inquiries/inquiries-api';
import { pushKeyQuery } from './notifications/notifications-api';
import { emailSettingsQuery } from './settings/email-api';
import { adminSettingsQuery } from './settings/settings-api';
import { adminTeamQuery } from './team/team-api';
import { adminTestimonialsQuery } from './testimonials/testimonials-api';
import { toursQuery } from './tours/tours-api';
import { trashQuery } from './trash/trash-api';
import { usersQuery } from './users/users-api';

/** What an admin screen draws: the screen, its loading state and (but the dashboard) its failure. */
export type ScreenParts = { Page: ComponentType; Pending: ComponentType; LoadFailed?: ComponentType<ErrorComponentProps> };

/**
 * An admin screen as its route (screen-route.ts) loads it: `load` waits until the screen's data is
 * in the cache (`ensureQueryData`, TanStack Router's guide), so the screen reads it with
 * `useSuspenseQuery`; `parts` is the screen's code, a chunk of its own.
 */
type Screen<Deps = unknown> = { menu: MenuEntry; load: (queryClient: QueryClient, deps: Deps) => Promise<unknown>; parts: () => Promise<ScreenParts> };

/** A screen's place in the admin's menu (admin-layout.tsx), in the order of SCREENS: its name, its icon, and what waits there (a count of the dashboard's). */
export type MenuEntry = { label: string; icon: LucideIcon; waiting?: { count: 'inquiries' | 'pendingUsers'; text: string } };
const defineScreen = <Deps = unknown>(definition: Screen<Deps>) => definition;

/**
 * A content screen's read, and the settings beside it: their languages decide which translations
 * its form shows (issue 47), so the form has them from its first draw. Settings that cannot be read
 * leave the form in English only (prefetchQuery never throws).
 */
const withLanguages = (queryClient: QueryClient, read: Promise<unknown>) => Promise.all([read, queryClient.prefetchQuery(adminSettingsQuery())]);

const inquiriesRoute = getRouteApi('/admin/inquiries');
/** A request's id in the address (the router reads `?open=16` as the number 16), or none. */
const requestId = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined);

/**
 * Every admin screen, by name, in the order of the admin's menu. This module is loaded with the
 * admin area, never by a public page: its queries and the imports of the screens' code stay out
 * of the entry every public visitor downloads (issue 42: four imports per screen, each with its
 * list of chunks to preload, were about 3 KB of the home page's first load).
 */
export const SCREENS = {
  dashboard: defineScreen({
    menu: { label: 'Dashboard', icon: LayoutDashboard },
    load: (queryClient) => queryClient.ensureQueryData(dashboardCountsQuery()),
    // No failure of its own: the counts' read never fails (a list that cannot be read counts as
    // none, counts-query.ts), so anything caught here is the router's to show.
    parts: () => import('./dashboard/dashboard-page').then((screen) => ({ Page: screen.DashboardPage, Pending: screen.DashboardPending })),
  }),
  inquiries: defineScreen({
    menu: { label: 'Inquiries', icon: Inbox, waiting: { count: 'inquiries', text: 'new' } },
    load: (queryClient) => queryClient.ensureQueryData(inquiriesQuery()),
    parts: () =>
      import('./inquiries/inquiries-page').then(({ InquiriesPage, InquiriesPending, InquiriesLoadFailed }) => ({
        // An alert's tap opens its request (issue 45): ?open=<id>, anything else ignored.
        Page: function InquiriesRoute() {
          return <InquiriesPage openId={inquiriesRoute.useSearch({ select: (search: Record<string, unknown>) => requestId(search.open) })} />;
        },
        Pending: InquiriesPending,
        LoadFailed: InquiriesLoadFailed,
      })),
  }),
  tours: defineScreen({
    menu: { label: 'Tours', icon: CalendarCheck },
    load: (queryClient) => queryClient.ensureQueryData(toursQuery()),
    parts: () => import('./tours/tours-page').then((screen) => ({ Page: screen.ToursPage, Pending: screen.ToursPending, LoadFailed: screen.ToursLoadFailed })),
  }),
  users: defineScreen({
    menu: { label: 'Users', icon: Users, waiting: { count: 'pendingUsers', text: 'pending approval' } },
    load: (queryClient) => queryClient.ensureQueryData(usersQuery()),
    parts: () => import('./users/users-page').then((screen) => ({ Page: screen.UsersPage, Pending: screen.UsersPending, LoadFailed: screen.UsersLoadFailed })),
  }),
  activity: defineScreen<Record<string, unknown>>({
    menu: { label: 'Activity', icon: History },
    // Starts the read of the list the address asks for, and does not wait for it: each filter or
    // page is a new match of the route (its loaderDeps), and a loader that waited, with the
    // loading state shown at once, would put that state in place of the entries at every change
    // (a flash of it even when the answer is quick). The screen reads the list with
    // useSuspenseQuery instead: on entering, it waits in the route's Suspense, whose fallback is
    // the pending component; after that it keeps its entries, faded, until the next are read
    // (activity-page.tsx). A read that fails is thrown to the error component.
    load: (queryClient, search) => {
      void queryClient.prefetchQuery(activityQuery(toActivityFilters(parseActivitySearch(search))));
      return Promise.resolve();
    },
    parts: () =>
      import('./activity/activity-page').then(({ ActivityPage, ActivityPending, ActivityLoadFailed }) => ({
        Page: function ActivityRoute() {
          return <ActivityPage search={useActivitySearch()} />;
        },
        Pending: ActivityPending,
        LoadFailed: ActivityLoadFailed,
      })),
  }),
  trash: defineScreen({
    menu: { label: 'Recently deleted', icon: Trash2 },
    load: (queryClient) => queryClient.ensureQueryData(trashQuery()),
    parts: () => import('./trash/trash-page').then((screen) => ({ Page: screen.TrashPage, Pending: screen.TrashPending, LoadFailed: screen.TrashLoadFailed })),
  }),
  services: defineScreen({
    menu: { label: 'Services', icon: HeartHandshake },
    load: (queryClient) => withLanguages(queryClient, queryClient.ensureQueryData(adminCatalogQuery(SERVICE_KIND))),
    parts: () =>
      import('./catalog/catalog-admin-page').then(({ CatalogAdminPage, ServicesPending, ServicesLoadFailed }) => ({
        Page: () => <CatalogAdminPage kind={SERVICE_KIND} />,
        Pending: ServicesPending,
        LoadFailed: ServicesLoadFailed,
      })),
  }),
  programs: defineScreen({
    menu: { label: 'Programs', icon: Sparkles },
    load: (queryClient) => withLanguages(queryClient, queryClient.ensureQueryData(adminCatalogQuery(PROGRAM_KIND))),
    parts: () =>
      import('./catalog/catalog-admin-page').then(({ CatalogAdminPage, ProgramsPending, ProgramsLoadFailed }) => ({
        Page: () => <CatalogAdminPage kind={PROGRAM_KIND} />,
        Pending: ProgramsPending,
        LoadFailed: ProgramsLoadFailed,
      })),
  }),
  faqs: defineScreen({
    menu: { label: 'FAQs', icon: FileQuestion },
    load: (queryClient) => withLanguages(queryClient, queryClient.ensureQueryData(adminFaqsQuery())),
    parts: () => import('./faqs/faqs-page').then((screen) => ({ Page: screen.FaqsPage, Pending: screen.FaqsPending, LoadFailed: screen.FaqsLoadFailed })),
  }),
  gallery: defineScreen({
    menu: { label: 'Gallery', icon: Images },
    load: (queryClient) => withLanguages(queryClient, queryClient.ensureQueryData(adminGalleryQuery())),
    parts: () => import('./gallery/gallery-page').then((screen) => ({ Page: screen.GalleryPage, Pending: screen.GalleryPending, LoadFailed: screen.GalleryLoadFailed })),
  }),
  team: defineScreen({
    menu: { label: 'Team', icon: ContactRound },
    load: (queryClient) => withLanguages(queryClient, queryClient.ensureQueryData(adminTeamQuery())),
    parts: () => import('./team/team-page').then((screen) => ({ Page: screen.TeamPage, Pending: screen.TeamPending, LoadFailed: screen.TeamLoadFailed })),
  }),
  testimonials: defineScreen({
    menu: { label: 'Testimonials', icon: MessageSquareQuote },
    load: (queryClient) => withLanguages(queryClient, queryClient.ensureQueryData(adminTestimonialsQuery())),
    parts: () =>
      import('./testimonials/testimonials-page').then((screen) => ({
        Page: screen.TestimonialsPage,
        Pending: screen.TestimonialsPending,
        LoadFailed: screen.TestimonialsLoadFailed,
      })),
  }),
  notifications: defineScreen({
    menu: { label: 'Notifications', icon: Bell },
    load: (queryClient) => queryClient.ensureQueryData(pushKeyQuery()),
    parts: () =>
      import('./notifications/notifications-page').then((screen) => ({ Page: screen.NotificationsPage, Pending: screen.NotificationsPending, LoadFailed: screen.NotificationsLoadFailed })),
  }),
  settings: defineScreen({
    menu: { label: 'Settings', icon: Settings },
    // The settings must be there to draw; the Email card's own record is waited for too, but a
    // failure to read it stays in that card (prefetchQuery never throws), as it always did.
    load: (queryClient) => Promise.all([queryClient.ensureQueryData(adminSettingsQuery()), queryClient.prefetchQuery(emailSettingsQuery())]),
    parts: () => import('./settings/settings-page').then((screen) => ({ Page: screen.SettingsPage, Pending: screen.SettingsPending, LoadFailed: screen.SettingsLoadFailed })),
  }),
};
