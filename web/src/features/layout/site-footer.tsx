import { Link } from '@tanstack/react-router';
import { BadgeCheck, CalendarCheck, Clock, Mail, MapPin, Phone, Siren } from 'lucide-react';
import { Container } from '../../ui/layout';
import { srOnly } from '../../ui/layout.css';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import { ItemLink } from './item-link';
import { useMenuItems } from './menu-items';
import { PAGE_LINKS, phoneLink } from './nav-links';
import { SiteLogo } from './site-logo';
import * as styles from './site-footer.css';
import { useWords } from '../site/words';
import { siteWords } from '../site/site-words';
import { footerWords } from './footer-words';
import { calendarWords } from '../site/calendar-words';

const QUICK_LINKS = (['home', 'about', 'ourHome', 'services', 'programs', 'costs', 'faq', 'contact'] as const).map((page) => ({ page, to: PAGE_LINKS[page].to }));

/** The shared footer (spec section 2): quick links, services, contact details, care availability, copyright. */
export function SiteFooter() {
  const settings = useSiteSettings();
  const { services } = useMenuItems();
  const phone = phoneLink(settings.phone);
  const emergency = phoneLink(settings.emergency_contact);
  const w = useWords(footerWords);
  const site = useWords(siteWords);
  const calendar = useWords(calendarWords);

  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <div className={styles.brand}>
          <SiteLogo name={settings.business_name} tone="dark" />
          <ul className={styles.facts}>
            <li className={styles.fact}>
              <Clock size={22} aria-hidden="true" focusable="false" />
              {w.careAvailable(settings.care_availability)}
            </li>
            <li className={styles.fact}>
              <CalendarCheck size={22} aria-hidden="true" focusable="false" />
              {w.toursAvailable(tourDaysPhrase(settings.tour_days, calendar.days))}
            </li>
            {settings.license_number && (
              <li className={styles.fact}>
                <BadgeCheck size={22} aria-hidden="true" focusable="false" />
                <span>
                  {/* Families can check the license and its inspections at the state's own lookup (issue 19). */}
                  <a href={settings.license_lookup_url} className={styles.licenseLink} target="_blank" rel="noopener noreferrer">
                    {w.license(settings.license_number)}
                    <span className={srOnly}>{w.licenseLookup}</span>
                  </a>
                  {settings.licensee_name && <span className={styles.licensee}>{w.licensee(settings.licensee_name)}</span>}
                </span>
              </li>
            )}
          </ul>
        </div>

        <nav aria-label={w.footer} className={styles.nav}>
          <div>
            <h2 className={styles.heading}>{w.quickLinks}</h2>
            <ul className={styles.list}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link} activeOptions={{ exact: true }}>
                    {site.pages[link.page]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{site.pages.services}</h2>
            <ul className={styles.list}>
              {services.map((service) => (
                <li key={service.key}>
                  <ItemLink kind="services" slug={service.slug} className={styles.link}>
                    {service.title}
                  </ItemLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div>
          <h2 className={styles.heading}>{site.pages.contact}</h2>
          <ul className={styles.list}>
            <li className={styles.fact}>
              <MapPin size={22} aria-hidden="true" focusable="false" />
              <span>{settings.address}</span>
            </li>
            <li className={styles.fact}>
              <Phone size={22} aria-hidden="true" focusable="false" />
              <a href={phone.href} className={styles.link}>
                {phone.label}
              </a>
            </li>
            <li className={styles.fact}>
              <Siren size={22} aria-hidden="true" focusable="false" />
              <span>
                {w.emergency}{' '}
                <a href={emergency.href} className={styles.link}>
                  {emergency.label}
                </a>
              </span>
            </li>
            {settings.email && (
              <li className={styles.fact}>
                <Mail size={22} aria-hidden="true" focusable="false" />
                <a href={`mailto:${settings.email}`} className={styles.link}>
                  {settings.email}
                </a>
              </li>
            )}
          </ul>
        </div>
      </Container>

      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          <p>{w.rights(2025, settings.business_name)}</p>
          <ul className={styles.legal}>
            <li>
              <Link to="/privacy" className={styles.link}>
                {w.privacy}
              </Link>
            </li>
            <li>
              {/* Its own link on every page, as Washington's My Health My Data Act asks (issue 19). */}
              <Link to="/consumer-health-data" className={styles.link}>
                {w.healthData}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={styles.link}>
                {w.terms}
              </Link>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
