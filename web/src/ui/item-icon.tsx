import { createElement } from 'react';
import type { ICON_NAMES } from '@afh/contract/choices';
import {
  Activity,
  Brain,
  Calendar,
  CheckCircle,
  Clock,
  Heart,
  Home,
  Image,
  Palette,
  Shield,
  Star,
  TreePine,
  Users,
  Users2,
  Utensils,
  type LucideIcon,
} from 'lucide-react';

/** The icon names a service may carry (spec section 3, the contract's ICON_NAMES); an unknown value falls back to Image. */
const ICONS: Record<(typeof ICON_NAMES)[number], LucideIcon> = {
  Heart, Shield, Users2, Clock, Star, CheckCircle, Activity, Home, Utensils, Brain,
  Palette, Users, TreePine, Calendar, Image,
};

const isIconName = (name: string): name is keyof typeof ICONS => Object.hasOwn(ICONS, name);

export const iconFor = (name: string | null | undefined): LucideIcon => (name && isIconName(name) ? ICONS[name] : Image);

export const ItemIcon = ({ name, size = 28 }: { name: string | null | undefined; size?: number }) => {
  // The icon is one of the fixed components above, picked by name (not a component made here).
  return createElement(iconFor(name), { size, 'aria-hidden': true, focusable: 'false' });
};
