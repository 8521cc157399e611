import { CircleCheck, HandCoins, Wallet } from 'lucide-react';
import type { Settings } from '../../lib/types';
import { formatPhone, telHref } from '../../lib/format';
import { Container } from '../../ui/layout';
import { DisclosureNote } from '../site/disclosure-note';
import { monthlyPriceText } from '../site/price-text';
import * as styles from './costs-page.css';

/**
 * The monthly price in plain words, what it includes and the payment types. Without a price the
 * page asks families to call instead: it never shows "$0".
 */
export function CostsDetails({ settings }: { settings: Settings }) {
  const price = monthlyPriceText(settings.price_from, settings.price_to);
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
                Monthly Cost
              </h2>
              <p className={styles.price}>{price}</p>
              <p>The price depends on the care your loved one needs. We agree it with you before move-in, in writing.</p>
            </>
          ) : (
            <>
              <h2 id="costs-price-title" className={styles.cardTitle}>
                Call us to talk about costs
              </h2>
              <p>
                Every resident needs different care, so we talk about costs with each family. Call us at{' '}
                <a href={telHref(settings.phone)} className={styles.nowrap}>
                  {formatPhone(settings.phone)}
                </a>{' '}
                and we will explain what care would cost for your loved one.
              </p>
            </>
          )}
          {note && <p className={styles.note}>{note}</p>}
          <DisclosureNote url={settings.disclosure_url} />
        </div>

        {settings.price_includes.length > 0 && (
          <div className={styles.card}>
            <h2 id="costs-included-title" className={styles.cardTitle}>
              What Is Included
            </h2>
            <ul className={styles.list} aria-labelledby="costs-included-title">
              {settings.price_includes.map((item, index) => (
                <li key={`${index}-${item}`} className={styles.listItem}>
                  <CircleCheck size={22} aria-hidden="true" className={styles.listIcon} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}

        {settings.payment_types.length > 0 && (
          <div className={styles.card}>
            <h2 id="costs-payment-title" className={styles.cardTitle}>
              Ways to Pay
            </h2>
            <ul className={styles.list} aria-labelledby="costs-payment-title">
              {settings.payment_types.map((type) => (
                <li key={type} className={styles.listItem}>
                  <Wallet size={22} aria-hidden="true" className={styles.listIcon} />
                  {/* Other, in the owner's own words when she gave them (issue 46). */}
                  {type === 'Other' ? settings.payment_other.trim() || type : type}
                </li>
              ))}
            </ul>
          </div>
        )}

        {/* The home's Medicaid policy (RCW 70.128.280, issue 46), in the page's own body size: never fine print. */}
        {medicaid && (
          <div className={styles.card}>
            <h2 id="costs-medicaid-title" className={styles.cardTitle}>
              Paying with Medicaid
            </h2>
            <p className={styles.policy}>{medicaid}</p>
          </div>
        )}
      </Container>
    </section>
  );
}
