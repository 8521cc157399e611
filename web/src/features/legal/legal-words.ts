import { defineWords } from '../site/words';

/** The words every policy page shares (issue 47): its contents box, the office's card and, in another language, the note that the English governs. Spanish: legal-words.es.ts. */
const en = {
  contents: 'On this page',
  /** Each before its value, as written ('Attn: Privacy Officer'). */
  attention: 'Attn: ',
  phone: 'Phone: ',
  email: 'Email:',
  /** Over a translated policy, before the link to the English one (never shown in English). */
  translated: '',
};

export type LegalWords = typeof en;
export const legalWords = defineWords('legal', en, { es: () => import('./legal-words.es') });
