import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { isPhoneNumber, licenseNumber, oneOf, optionalDisclosurePath, oneOfOrNone, optionalEmail, optionalImageReference, optionalMonth, optionalText, optionalWebPage, textList, visitTime } from './validation';
import { MAX_PREFERRED_TIMES, MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES } from '@afh/contract/choices';
import { INSULIN_NEEDS, MEMORY_NEEDS, MOBILITY_NEEDS } from '@afh/contract/care-needs';
import { camelName, SETTING_FIELDS, SETTING_NAMES, type SettingDescription } from '@afh/contract/setting-fields';
import { tourSettingsFields } from '@afh/contract/tour-fields';
import { LANGUAGE_CODES } from '@afh/contract/languages';

/**
 * The rules a stored value obeys whoever writes it: our API (which checks them first, with its own
 * field names) and the Strapi console, whose content manager checks only what a schema.json can say
 * (types, lengths, lists of values). These are the rest: every picture or link of every type (the
 * one URL rule, contract/rules.ts isImageReference: never `javascript:`), list fields, emails, phone
 * numbers and the license number. A value that breaks one is refused with the console's own
 * ValidationError; a value that passes is stored as the rule shapes it (phone numbers as digits,
 * lists trimmed).
 */
const imageReference = optionalImageReference('Image URL');
const photo = optionalImageReference('Photo');
const phoneNumber = (label: string) => optionalText(label, 40).refine((value) => value === '' || isPhoneNumber(value), `${label} must be a valid phone number`);
/** The settings' numbers: typed as a person types them (the console's form allows that too), kept as digits; letters are refused, not dropped. */
const phoneAsDigits = (label: string) =>
  phoneNumber(label)
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length <= 15, `${label} must have 7 to 15 digits`);

type Rules = Record<string, z.ZodType>;

/**
 * The cards' settings (@afh/contract/setting-fields) whose kind says more than their schema.json can,
 * by their attribute names and in the console's words.
 */
const describedSettingRules = (): Rules => {
  const ruleOf = ({ kind, max, items, choices, console: { label } }: SettingDescription): z.ZodType | null => {
    if (kind === 'phone') return phoneAsDigits(label);
    if (kind === 'email') return optionalEmail(label);
    if (kind === 'license') return licenseNumber(label);
    if (kind === 'url') return optionalWebPage(label, max ?? 255);
    if (kind === 'list') return textList(label, items, max);
    if (kind === 'month') return optionalMonth(label);
    if (kind === 'choices' && choices?.length) return z.array(oneOf(label, choices as readonly [string, ...string[]])).max(choices.length);
    return null;
  };
  return Object.fromEntries(SETTING_NAMES.flatMap((name) => {
    const rule = ruleOf(SETTING_FIELDS[name]);
    return rule ? [[camelName(name), rule]] : [];
  }));
};

export const CONTENT_RULES: Record<string, Rules> = {
  'api::service.service': { imageUrl: imageReference, features: textList('Features') },
  'api::program.program': { imageUrl: imageReference, activities: textList('Activities') },
  // Every picture or link of every type: the console's schema.json can only limit their length.
  'api::gallery-photo.gallery-photo': { imageUrl: photo },
  'api::team-member.team-member': { photoUrl: photo, credentials: textList('Credentials', 20, 60), languages: textList('Languages', 20, 60) },
  'api::setting.setting': {
    ...describedSettingRules(),
    tourDays: tourSettingsFields.tour_days,
    tourClosedDates: tourSettingsFields.tour_closed_dates,
    timezone: tourSettingsFields.timezone,
    disclosureUrl: optionalDisclosurePath('Disclosure of Services'),
    heroImage1: photo,
    heroImage2: photo,
    heroImage3: photo,
  },
  'api::inquiry.inquiry': {
    email: optionalEmail('Email'),
    phone: phoneNumber('Phone'),
    // Strapi's enumerations cannot hold "1-3 months": the lists are checked here instead.
    moveInTimeframe: oneOfOrNone('Move-in timeframe', MOVE_IN_TIMEFRAMES),
    paymentSource: oneOfOrNone('Payment source', PAYMENT_SOURCES),
    careMobility: oneOfOrNone('Walking', MOBILITY_NEEDS),
    careMemory: oneOfOrNone('Memory', MEMORY_NEEDS),
    careInsulin: oneOfOrNone('Insulin', INSULIN_NEEDS),
    // Issue 47: English or one of the languages' codes.
    language: oneOf('Language', ['en', ...LANGUAGE_CODES]),
    preferredTimes: z.array(visitTime('Preferred visit times')).max(MAX_PREFERRED_TIMES, `Preferred visit times can hold at most ${MAX_PREFERRED_TIMES} entries`),
  },
};

/** Checks (and shapes) the fields of `data` that have a rule; throws a ValidationError naming the first problem. */
export const applyContentRules = (uid: string, data: Record<string, unknown>) => {
  const rules = CONTENT_RULES[uid];
  if (!rules) return data;
  const shaped = { ...data };
  for (const [attribute, rule] of Object.entries(rules)) {
    if (!(attribute in data)) continue;
    const value = data[attribute];
    // An empty optional value is stored as it comes (null clears the field).
    if (value === null || value === undefined) continue;
    const result = rule.safeParse(value);
    if (!result.success) throw new errors.ValidationError(result.error.issues[0].message);
    shaped[attribute] = result.data;
  }
  return shaped;
};

/** The Document Service actions that write `data`: the console's clone takes changes too. */
const WRITES = new Set(['create', 'update', 'clone']);

export const registerContentRules = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (!(context.uid in CONTENT_RULES) || !WRITES.has(context.action)) return next();
    const params = context.params as { data?: Record<string, unknown> };
    if (params.data && typeof params.data === 'object') params.data = applyContentRules(context.uid, params.data);
    return next();
  });
};
