import { hasHealthAnswers, HEALTH_ANSWERS, HEALTH_DATA_CONSENT_FIELD, type HealthAnswer } from '@afh/contract/care-needs';

/**
 * The tour's pre-screen as it is sent (issue 46; docs/api.md "Contact and tour requests"): only the
 * answers given, and the consent only when its box is ticked. The way to pay is the tour's own
 * `payment_source` (tour-details.ts), sent once under that name.
 */
export type CareNeedsRequest = {
  care_needs?: Partial<Record<HealthAnswer, string>>;
  health_data_consent?: true;
};

/** What the questions hold, as the form left them ('' for a question left blank). */
export type CareNeedsAnswers = Record<HealthAnswer, string> & { consent: boolean };

/** The form's name of each answer: `care_needs[mobility]`, read by the server's body parser as an object. */
export const careNeedName = (answer: HealthAnswer) => `care_needs[${answer}]`;
export const CONSENT_NAME = HEALTH_DATA_CONSENT_FIELD;

export const careNeedsRequest = (answers: CareNeedsAnswers): CareNeedsRequest => {
  const given = Object.fromEntries(HEALTH_ANSWERS.filter((answer) => answers[answer]).map((answer) => [answer, answers[answer]]));
  return {
    ...(Object.keys(given).length ? { care_needs: given } : {}),
    ...(answers.consent ? { health_data_consent: true as const } : {}),
  };
};

/** The server's rule, checked before sending: health answers need their own consent. */
export const consentMissing = (request: CareNeedsRequest) => hasHealthAnswers(request.care_needs) && request.health_data_consent !== true;

/** The questions as the form holds them now. */
export const readCareNeeds = (form: HTMLFormElement): CareNeedsRequest => {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return careNeedsRequest({
    mobility: text(careNeedName('mobility')),
    memory: text(careNeedName('memory')),
    insulin: text(careNeedName('insulin')),
    consent: data.get(CONSENT_NAME) !== null,
  });
};
