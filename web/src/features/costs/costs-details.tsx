import { CircleCheck, HandCoins, Wallet } from 'lucide-react';
import type { Settings } from '../../lib/types';
import { formatPhone, telHref } from '../../lib/format';
import { Container } from '../../ui/layout';
import { DisclosureNote } from '../site/disclosure-note';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { useWords } from '../site/words';
import * as styles from './costs-page.css';
import { monthlyPriceText } from '../site/price-text';
import { priceWords } from '../site/price-words';
import { costsWords } from './costs-words';

/**
 * The monthly price in plain words, what it includes and the payment types. Without a price the
 * page asks families to call instead: it never shows "$0".
 */
export function CostsDetails({ settings }: { settings: Settings }) {
  const w = useWords(costsWords);
  const price = monthlyPriceText(settings.price_from, settings.price_to, useWords(priceWords));
  const note = settings.pricing_note.trim();
  const medicaid = settings.medicaid_policy.trim();
  return (
    <section className={styles.section} aria-labelledby="costs-price-title">
      <Container className={styles.grid}>
        <div className={styles.priceCard}>
          <span className={styles.icon} aria-hidden="true">
            <HandCoins size={28} />
          </span>
          {price ? (
            <>
              <h2 id="costs-price-title" className={styles.cardTitle}>
                {w.monthlyCost}
              </h2>
              <p className={styles.price}>{price}</p>
              <p>{w.priceText}</p>
            </>
          ) : (
            <>
              <h2 id="costs-price-title" className={styles.cardTitle}>
                {w.callTitle}
              </h2>
              <p>
                {w.callBefore}{' '}
                <a href={telHref(settings.phone)} className={styles.nowrap}>
                  {formatPhone(settings.phone)}
                </a>{' '}
                {w.callAfter}
              </p>
            </>
          )}
          {note && (
            <p className={styles.note} lang={langOf(settings, 'pricing_note')}>
              {note}
            </p>
          )}
          <UntranslatedNote record={settings} fields={['pricing_note']} />
          <DisclosureNote url={settings.disclosure_url} />
        </div>

        {settings.price_includes.length > 0 && (
          <div className={styles.card}>
            <h2 id="costs-included-title" className={styles.cardTitle}>
              {w.included}
            </h2>
            <ul className={styles.list} aria-labelledby="costs-included-title">
              {settings.price_includes.map((item, index) => (
                <li key={`${index}-${item}`} className={styles.listItem}>
                  <CircleCheck size={22} aria-hidden="true" className={styles.listIcon} />
                  <span lang={langOf(settings, 'price_includes')}>{item}</span>
                </li>
              ))}
            </ul>
            <UntranslatedNote record={settings} fields={['price_includes']} />
          </div>
        )}

        {settings.payment_types.length > 0 && (
          <div className={styles.card}>
            <h2 id="costs-payment-title" className={styles.cardTitle}>
              {w.ways}
            </h2>
            <ul className={styles.list} aria-labelledby="costs-payment-title">
              {settings.payment_types.map((type) => (
                <li key={type} className={styles.listItem}>
                  <Wallet size={22} aria-hidden="true" className={styles.listIcon} />
                  {/* Other, in the owner's own words when she gave them (issue 46). */}
                  {type === 'Other' && settings.payment_other.trim() ? (
                    <span lang={langOf(settings, 'payment_other')}>{settings.payment_other.trim()}</span>
                  ) : (
                    ((w.paymentTypes as Record<string, string>)[type] ?? type)
                  )}
                </li>
              ))}
            </ul>
            {settings.payment_types.includes('Other') && settings.payment_other.trim() && <UntranslatedNote record={settings} fields={['payment_other']} />}
          </div>
        )}

        {/* The home's Medicaid policy (RCW 70.128.280, issue 46), in the page's own body size: never fine print. */}
        {medicaid && (
          <div className={styles.card}>
            <h2 id="costs-medicaid-title" className={styles.cardTitle}>
              {w.medicaid}
            </h2>
            <p className={styles.policy} lang={langOf(settings, 'medicaid_policy')}>
              {medicaid}
            </p>
            <UntranslatedNote record={settings} fields={['medicaid_policy']} />
          </div>
        )}
      </Container>
    </section>
  );
}
