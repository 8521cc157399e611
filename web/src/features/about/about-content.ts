import { Award, Clock, HandHeart, Heart, House, MessageCircle, Scale, ShieldCheck, Users, Utensils, type LucideIcon } from 'lucide-react';
import type { Settings } from '../../lib/types';
import type { AboutWords } from './about-words';

/**
 * The About page's values and reasons, in the page's words (about-words.ts). Settings texts come
 * first; the words' fallbacks stand in when a field is empty, so the page never shows a blank card
 * (spec section 1: public pages fall back to built-in wording).
 */
type ValueKey = keyof Pick<Settings, 'value_compassion' | 'value_integrity' | 'value_respect' | 'value_excellence'>;

export const CORE_VALUES: { key: ValueKey; icon: LucideIcon }[] = [
  { key: 'value_compassion', icon: Heart },
  { key: 'value_integrity', icon: Scale },
  { key: 'value_respect', icon: HandHeart },
  { key: 'value_excellence', icon: Award },
];

export const reasons = (settings: Settings, { why }: AboutWords): { icon: LucideIcon; title: string; text: string }[] => [
  { icon: Users, title: why.small.title, text: why.small.text(settings.residents_count) },
  { icon: Clock, title: why.clock.title, text: why.clock.text(settings.care_availability) },
  { icon: ShieldCheck, ...why.licensed },
  { icon: House, ...why.family },
  { icon: Utensils, title: why.meals.title, text: why.meals.text(settings.daily_meals ?? 3) },
  { icon: MessageCircle, ...why.welcome },
];
