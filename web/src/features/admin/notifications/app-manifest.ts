import { useEffect } from 'react';

const MANIFEST = '/admin/manifest.webmanifest';

/**
 * The admin as an installable app (issue 45): its manifest (web/public/admin) is linked while an
 * admin screen is shown, so "Add to Home Screen" installs the admin, not the public site, and an
 * iPhone then lets it show alerts. The browser draws the admin (no server head), so the link is
 * added here; the public pages never carry it.
 */
export const useAdminAppManifest = () => {
  useEffect(() => {
    if (document.querySelector(`link[rel="manifest"][href="${MANIFEST}"]`)) return;
    const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: MANIFEST });
    document.head.append(link);
    return () => link.remove();
  }, []);
};
