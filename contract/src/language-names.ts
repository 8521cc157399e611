import type { LanguageCode } from './languages';

/** Each language's name in English (the admin) and in itself (the site's language links). */
export const LANGUAGES: Record<LanguageCode, { name: string; native: string; interface: boolean }> = {
  es: { name: 'Spanish', native: 'Español', interface: true },
  zh: { name: 'Chinese', native: '中文', interface: false },
  vi: { name: 'Vietnamese', native: 'Tiếng Việt', interface: false },
  ru: { name: 'Russian', native: 'Русский', interface: false },
  uk: { name: 'Ukrainian', native: 'Українська', interface: false },
  ko: { name: 'Korean', native: '한국어', interface: false },
  tl: { name: 'Tagalog', native: 'Tagalog', interface: false },
  so: { name: 'Somali', native: 'Soomaali', interface: false },
  am: { name: 'Amharic', native: 'አማርኛ', interface: false },
  pa: { name: 'Punjabi', native: 'ਪੰਜਾਬੀ', interface: false },
  ja: { name: 'Japanese', native: '日本語', interface: false },
  km: { name: 'Khmer', native: 'ខ្មែរ', interface: false },
  ro: { name: 'Romanian', native: 'Română', interface: false },
};

/** "Prefers Spanish": what the admin shows on a request sent from a page in another language. */
export const prefersLanguage = (code: LanguageCode) => `Prefers ${LANGUAGES[code].name}`;
