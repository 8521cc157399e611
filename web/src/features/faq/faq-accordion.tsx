import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { Faq } from '../../lib/types';
import * as styles from './faq-accordion.css';
import { langOf, UntranslatedNote } from '../site/untranslated';

/**
 * The questions as a disclosure accordion (WAI-ARIA APG): one answer open at a time, and a second
 * press closes it. Arrow keys, Home and End move between questions; Tab works as usual.
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const base = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]'));
    const index = triggers.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const moves: Partial<Record<string, number>> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers[(target + triggers.length) % triggers.length]?.focus();
  };

  return (
    <div className={styles.list} onKeyDown={onKeyDown}>
      {faqs.map((faq) => {
        const open = faq.id === openId;
        const questionId = `${base}-q-${faq.id}`;
        const answerId = `${base}-a-${faq.id}`;
        return (
          <div key={faq.id} className={open ? styles.itemOpen : styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={questionId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={answerId}
                data-faq-trigger=""
                onClick={() => setOpenId(open ? null : faq.id)}
              >
                <span lang={langOf(faq, 'question')}>{faq.question}</span>
                <ChevronDown size={24} aria-hidden="true" className={styles.chevron} />
              </button>
            </h3>
            <div id={answerId} role="region" aria-labelledby={questionId} className={styles.answer} hidden={!open}>
              <span lang={langOf(faq, 'answer')}>{faq.answer}</span>
              <UntranslatedNote record={faq} className={styles.untranslated} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
