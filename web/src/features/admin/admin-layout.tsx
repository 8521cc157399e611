import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink, Globe, LogOut, Menu, PanelLeftClose } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import type { User } from '../../lib/types';
import { button } from '../../ui/button.css';
import { Dialog } from '../../ui/dialog';
import { srOnly } from '../../ui/layout.css';
import { useLogout } from '../site/logout';
import { useSession } from '../site/session';
import { dashboardCountsQuery } from './dashboard/counts-query';
import { ReauthDialog } from './reauth-dialog';
import { useAdminAppManifest } from './notifications/app-manifest';
import { WelcomeDialog } from './profile/welcome-dialog';
import { SCREENS } from './screens';
import * as styles from './admin-layout.css';

type ScreenName = keyof typeof SCREENS;
const pathOf = <Name extends ScreenName>(name: Name) => (name === 'dashboard' ? '/admin' : `/admin/${name}`) as Name extends 'dashboard' ? '/admin' : `/admin/${Name}`;

/** The menu: each screen's entry (screens.tsx), at /admin/<name>, the dashboard at /admin. */
const LINKS = (Object.keys(SCREENS) as ScreenName[]).map((name) => ({ to: pathOf(name), ...SCREENS[name].menu }));

/** Below the md breakpoint the sidebar is a drawer opened from the header. */
const PHONE = 'screen and (max-width: 767px)';

/** The section links, View Site and Logout: in the sidebar, or in the drawer on phones. */
function AdminNav({ collapsed, onChoose }: { collapsed: boolean; onChoose?: () => void }) {
  const logout = useLogout();
  // What waits for the admin, beside the link that leads to it: new requests, accounts to approve.
  const counts = useQuery(dashboardCountsQuery()).data;
  return (
    <nav id="admin-nav" className={styles.nav} aria-label="Admin sections">
      {LINKS.map(({ to, label, icon: Icon, waiting: waits }) => {
        const waiting = waits ? { count: counts?.[waits.count] ?? 0, text: waits.text } : null;
        return (
          <Link
            key={to}
            to={to}
            className={styles.navLink}
            // The router marks the current section with aria-current="page".
            activeOptions={{ exact: to === '/admin' }}
            title={collapsed ? label : undefined}
            // The link keeps its name; how many wait is read out as its description.
            aria-describedby={waiting && waiting.count > 0 ? `admin-nav-waiting-${label}` : undefined}
            onClick={onChoose}
          >
            <Icon aria-hidden="true" />
            <span className={collapsed ? srOnly : undefined}>{label}</span>
            {waiting && waiting.count > 0 && (
              <span id={`admin-nav-waiting-${label}`} className={styles.navCount} data-collapsed={collapsed} aria-hidden="true">
                {waiting.count}
                <span className={srOnly}> {waiting.text}</span>
              </span>
            )}
          </Link>
        );
      })}
      <a href="/" className={styles.navLink} title={collapsed ? 'View Site' : undefined}>
        <Globe aria-hidden="true" />
        <span className={collapsed ? srOnly : undefined}>View Site</span>
      </a>
      <button type="button" className={styles.navLink} onClick={() => logout.mutate()} title={collapsed ? 'Logout' : undefined}>
        <LogOut aria-hidden="true" />
        <span className={collapsed ? srOnly : undefined}>Logout</span>
      </button>
    </nav>
  );
}

function UserCard({ user }: { user: User }) {
  return (
    <div className={styles.userCard} aria-label="Signed in as">
      <strong>{user.name}</strong>
      <div>{user.email}</div>
      <div>
        Role: <span style={{ textTransform: 'capitalize' }}>{user.role}</span>
      </div>
      <div>
        Status: <span style={{ textTransform: 'capitalize' }}>{user.status}</span>
      </div>
    </div>
  );
}

/**
 * The admin area's frame (spec section 2, Admin layout): collapsible sidebar, header, content.
 * On a phone the sidebar would eat a fifth of the screen, so it is a drawer instead: the header's
 * Menu button opens it, and it closes after a page is chosen (or with Escape, or a tap beside it).
 */
export function AdminLayout({ user: signedIn, children }: { user: User; children: ReactNode }) {
  // The session as it is now: a change of one's own profile (issue 44) shows at once.
  const user = useSession() ?? signedIn;
  useAdminAppManifest();
  const phone = useMediaQuery(PHONE);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = useLogout();
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <div className={styles.shell}>
      {!phone && (
        <aside className={styles.sidebar} data-collapsed={collapsed} aria-label="Admin">
          <div className={styles.sidebarTop}>
            {!collapsed && <span className={styles.brand}>Admin Panel</span>}
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => setCollapsed((c) => !c)}
              aria-expanded={!collapsed}
              aria-controls="admin-nav"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            >
              {collapsed ? <Menu aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            </button>
          </div>
          <AdminNav collapsed={collapsed} />
          {!collapsed && <UserCard user={user} />}
        </aside>
      )}
      {phone && (
        <Dialog open={drawerOpen} title="Admin Panel" onClose={closeDrawer} variant="drawer">
          <div className={styles.drawerBody}>
            <AdminNav collapsed={false} onChoose={closeDrawer} />
            <UserCard user={user} />
          </div>
        </Dialog>
      )}
      <div className={styles.content}>
        <header className={styles.header}>
          {phone && (
            <button type="button" className={styles.menuButton} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog" aria-expanded={drawerOpen}>
              <Menu aria-hidden="true" /> Menu
            </button>
          )}
          <p className={styles.greeting}>
            <strong>Welcome back, {user.name}</strong>
          </p>
          <div className={styles.headerActions}>
            <a href="/" target="_blank" rel="noopener noreferrer" className={`${button({ tone: 'outline' })} ${styles.wideOnly}`}>
              View Site <ExternalLink size={18} aria-hidden="true" />
              <span className={srOnly}>(opens in a new tab)</span>
            </a>
            <span className={`${styles.rolePill} ${styles.wideOnly}`}>{user.role}</span>
            <button type="button" className={button({ tone: 'primary' })} onClick={() => logout.mutate()}>
              <LogOut size={18} aria-hidden="true" /> Logout
            </button>
          </div>
        </header>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
      <ReauthDialog />
      <WelcomeDialog user={user} />
    </div>
  );
}
