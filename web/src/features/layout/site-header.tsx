import type { Ref } from 'react';
import { isAdmin, useSession } from '../site/session';
import { useSiteSettings } from '../site/settings-query';
import { Container } from '../../ui/layout';
import { DesktopNav } from './desktop-nav';
import { useMenuItems } from './menu-items';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';
import { TopBar } from './top-bar';
import * as styles from './site-header.css';

/** The shared header (spec section 2): top bar, logo, main navigation with mega-menus, mobile menu. */
export function SiteHeader({ topBarRef }: { topBarRef?: Ref<HTMLDivElement> }) {
  const settings = useSiteSettings();
  const user = useSession();
  const menus = useMenuItems();
  const showAdmin = isAdmin(user);

  return (
    <header className={styles.header}>
      <TopBar barRef={topBarRef} />
      <div className={styles.bar}>
        <Container className={styles.inner}>
          <SiteLogo name={settings.business_name} />
          <DesktopNav menus={menus} showAdmin={showAdmin} />
          <MobileMenu menus={menus} user={user} showAdmin={showAdmin} settings={settings} />
        </Container>
      </div>
    </header>
  );
}
