import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@afh/contract/messages';
import { HEALTH_DATA_CONSENT_REQUIRED } from '@afh/contract/care-needs';
import es from './tour-words.es';
import { manageTourWords } from './manage-tour-words';
import { wordsIn } from '../site/words';

/** Issue 47: the server's messages a family may see, said in Spanish by their English words. */
describe('the server’s messages in Spanish', () => {
  const failed = es.server('Anything else the server says');

  it('says each tour and consent message in its own Spanish words, not the plain failure', () => {
    const { tourTaken, tourNotOffered, tourLimitFamily, tourLimitDay, tourLinkInvalid, tourAlreadyCancelled, unavailable, internal } = MESSAGES;
    const messages = [tourTaken, tourNotOffered, tourLimitFamily, tourLimitDay, tourLinkInvalid, tourAlreadyCancelled, unavailable, internal, HEALTH_DATA_CONSENT_REQUIRED];
    const spanish = messages.map((message) => es.server(message));
    for (const said of spanish) expect(said).not.toBe(failed);
    expect(new Set(spanish).size).toBe(messages.length);
  });

  it('says a field the server refused by the field, and anything unknown as the plain failure', () => {
    expect(es.server('Email must be a valid email address')).toContain('correo electrónico');
    expect(es.server('Phone must be a valid phone number')).toContain('teléfono');
    expect(failed).toMatch(/^Lo sentimos/);
  });

  it('writes out the API’s words for a tour link that names no tour', () => {
    expect(wordsIn(manageTourWords, 'en').invalid).toBe(MESSAGES.tourLinkInvalid);
  });
});
