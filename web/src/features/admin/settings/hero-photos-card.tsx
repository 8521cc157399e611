import { ImageIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { HERO_FOCUS, HERO_SLIDES, heroAltField, heroFocusOf, type HeroFocus, type HeroSlide } from '@afh/contract/rules';
import { ApiError } from '../../../lib/api';
import type { Settings } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { SelectField } from '../../../ui/select-field';
import { ImageUpload } from '../image-upload/image-upload';
import { Translated, TranslationsProvider } from '../translations/translated-field';
import { entriesOver, type Translations, type WithTranslations } from '../translations/translations';
import { useOfferedLanguages, useTranslationsState } from '../translations/use-translations';
import { heroPhotosOf, heroPhotosPayload, heroPhotosProblem, pickedInto, type HeroPhoto, type HeroPhotos } from './hero-photos-values';
import { useUpdateSettings } from './settings-api';
import { SettingsCard } from './settings-card';
import * as styles from './settings-page.css';

/** What a phone keeps in view of a wide photo, in words. */
const FOCUS_WORDS: Record<HeroFocus, string> = { left: 'The left side', center: 'The middle', right: 'The right side' };

/** The alt texts, which the owner may translate (issue 47). */
const ALT_FIELDS = HERO_SLIDES.map(heroAltField);

/**
 * The alt texts' translations to send: over the settings' translations as last read (the settings
 * form saves the others), each offered language whole; a slide without a photo has no alt text,
 * so none in any language either.
 */
const altTranslations = (photos: HeroPhotos, latest: Translations, mine: Translations, languages: ReturnType<typeof useOfferedLanguages>) => {
  const entries = entriesOver(latest, mine, ALT_FIELDS, languages);
  for (const entry of Object.values(entries ?? {})) {
    for (const slide of HERO_SLIDES) if (!photos[slide].image.trim()) delete entry[heroAltField(slide)];
  }
  return entries ? { translations: entries } : {};
};

/**
 * The Hero Photos card (issue 33): for each of the home page's three slides, a photo uploaded here
 * or picked from the Gallery, with its alt text. A slide without a photo keeps its drawn picture;
 * the slides' words never change. Saved on its own, like the Disclosure of Services card.
 * `settings` is the screen's read: without it (while it loads, or when it failed) the card is empty.
 */
export function HeroPhotosCard({ settings }: { settings?: Settings }) {
  return (
    <SettingsCard
      id="hero"
      title="Hero Photos"
      icon={ImageIcon}
      intro="The large pictures at the top of the home page, slide 1 first. Upload a photo of your home for each slide, or pick one from the Gallery. A slide without a photo shows its drawing. The slides' words stay the same."
    >
      {settings && <HeroPhotosForm initial={settings} />}
    </SettingsCard>
  );
}

/** Filled once from the stored settings: a later reload (another card's save) keeps what is typed here. */
function HeroPhotosForm({ initial }: { initial: Settings }) {
  const save = useUpdateSettings();
  const [photos, setPhotos] = useState<HeroPhotos>(() => heroPhotosOf(initial));
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const languages = useOfferedLanguages();
  const translated = useTranslationsState((initial as WithTranslations).translations);

  const change = (slide: HeroSlide, next: (photo: HeroPhoto) => HeroPhoto) => {
    setDone('');
    setPhotos((current) => ({ ...current, [slide]: next(current[slide]) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const missing = heroPhotosProblem(photos);
    setProblem(missing ?? '');
    if (missing) return;
    save.mutate({ ...heroPhotosPayload(photos), ...altTranslations(photos, (initial as WithTranslations).translations ?? {}, translated.translations, languages) }, {
      onSuccess: () => setDone('The hero photos are saved.'),
      onError: (error) =>
        setProblem(
          (error instanceof ApiError && error.serverMessage) ||
            'The hero photos could not be saved.',
        ),
    });
  };

  return (
    <form
      className={styles.stack}
      onSubmit={submit}
      aria-label="Hero Photos"
      noValidate
    >
      <TranslationsProvider languages={languages} fields={ALT_FIELDS} translations={translated.translations} onChange={(change) => (setDone(''), translated.setTranslations(change))}>
        {HERO_SLIDES.map((slide) => {
          const photo = photos[slide];
          const altId = `hero-alt-${slide}`;
          return (
            <fieldset key={slide} className={styles.heroSlide}>
              <legend className={form.label}>Slide {slide}</legend>
              <ImageUpload
                label={`Slide ${slide} photo`}
                value={photo.image}
                onChange={(image) =>
                  change(slide, (current) => ({ ...current, image }))
                }
                gallery={{
                  context: `for slide ${slide}`,
                  onPick: (picked) =>
                    change(slide, (current) => pickedInto(current, picked)),
                }}
              />
              <Translated field={heroAltField(slide)} label={`Slide ${slide} alt text`}>
                <div className={form.field}>
                  <label className={form.label} htmlFor={altId}>
                    Slide {slide} alt text
                  </label>
                  <input
                    id={altId}
                    className={form.control}
                    value={photo.alt}
                    maxLength={300}
                    onChange={(e) =>
                      change(slide, (current) => ({
                        ...current,
                        alt: e.target.value,
                      }))
                    }
                    aria-required={photo.image !== ''}
                    aria-describedby={`${altId}-hint`}
                  />
                  <p id={`${altId}-hint`} className={styles.hint}>
                    Required with a photo: say what it shows for visitors who cannot
                    see it, e.g. &quot;The front porch with rocking chairs&quot;.
                  </p>
                </div>
              </Translated>
              {photo.image && (
                <SelectField
                  id={`hero-focus-${slide}`}
                  label={`Slide ${slide} on phones`}
                  value={photo.focus}
                  options={HERO_FOCUS}
                  optionLabel={(option) => FOCUS_WORDS[heroFocusOf(option)]}
                  onChange={(e) => change(slide, (current) => ({ ...current, focus: heroFocusOf(e.target.value) }))}
                  hint="A phone shows a narrow part of a wide photo: choose the part that shows your home."
                />
              )}
            </fieldset>
          );
        })}
      </TranslationsProvider>
      <div role="status">
        {done && <p className={form.successBox}>{done}</p>}
      </div>
      {problem && (
        <p className={form.errorBox} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actionsRow}>
        <button
          type="submit"
          className={button({ tone: 'primary' })}
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save Hero Photos'}
        </button>
      </div>
    </form>
  );
}
