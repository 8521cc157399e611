import { Award, Clock, HandHeart, Heart, House, MessageCircle, Scale, ShieldCheck, Users, Utensils, type LucideIcon } from 'lucide-react';
import type { Settings } from '../../lib/types';

/**
 * The About page's own words. Settings texts come first; these stand in when a field is empty,
 * so the page never shows a blank card (spec section 1: public pages fall back to built-in wording).
 */
export const FALLBACK = {
  description:
    'We are a licensed, family-owned adult family home caring for up to six residents in a warm, real home. Our caregivers are with residents around the clock, so every person is known, heard and cared for like family.',
  mission:
    'To provide safe, compassionate and personal care in a true family home, so that every resident lives with dignity and every family has peace of mind.',
  vision:
    'A place where older adults and people with special needs live fully, with comfort, purpose and friendship, surrounded by people who know them well.',
};

export const PROMISE =
  'You will always know how your loved one is doing. We keep families informed, welcome your visits and questions, and care for every resident the way we would want our own parents cared for.';

type Value = {
  key: keyof Pick<Settings, 'value_compassion' | 'value_integrity' | 'value_respect' | 'value_excellence'>;
  title: string;
  icon: LucideIcon;
  fallback: string;
};

export const CORE_VALUES: Value[] = [
  {
    key: 'value_compassion',
    title: 'Compassion',
    icon: Heart,
    fallback: 'We care for each resident with warmth, patience and kindness, as we would for our own parents.',
  },
  {
    key: 'value_integrity',
    title: 'Integrity',
    icon: Scale,
    fallback: 'We are honest and open with residents and families, and we do what we say we will do.',
  },
  {
    key: 'value_respect',
    title: 'Respect',
    icon: HandHeart,
    fallback: "We honor each person's dignity, privacy, choices and life story, and every voice in our home is heard.",
  },
  {
    key: 'value_excellence',
    title: 'Excellence',
    icon: Award,
    fallback: 'We keep high standards in everything from medications to meals, and we never stop learning.',
  },
];

export const reasons = (settings: Settings): { icon: LucideIcon; title: string; text: string }[] => [
  {
    icon: Users,
    title: 'Small and personal',
    text: `With no more than ${settings.residents_count} residents, every person gets real attention and is known by name.`,
  },
  {
    icon: Clock,
    title: 'Care around the clock',
    text: `Trained caregivers are in the home ${settings.care_availability}, so help is always close at hand, day and night.`,
  },
  {
    icon: ShieldCheck,
    title: 'Licensed and insured',
    text: 'We are a licensed adult family home, regulated and inspected by Washington State, and fully insured.',
  },
  {
    icon: House,
    title: 'Family-owned',
    text: 'Our home is run by a family, not a chain. Decisions are made here, by people who know your loved one.',
  },
  {
    icon: Utensils,
    title: 'Home-cooked meals',
    text: `${settings.daily_meals ?? 3} nourishing meals a day, cooked in our kitchen and suited to each resident's diet and tastes.`,
  },
  {
    icon: MessageCircle,
    title: 'Families always welcome',
    text: 'Visit whenever you like, join us for a meal, and expect a reply to every message within 2 hours.',
  },
];
