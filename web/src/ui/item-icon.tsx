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

/** The icon names a service may carry (spec section 3); an unknown value falls back to Image. */
const ICONS: Record<string, LucideIcon> = { Heart, Shield, Users2, Clock, Star, CheckCircle, Activity, Home, Utensils, Brain, Palette, Users, TreePine, Calendar, Image };

export const iconFor = (name: string | null | undefined): LucideIcon => (name && ICONS[name]) || Image;

export const ItemIcon = ({ name, size = 28 }: { name: string | null | undefined; size?: number }) => {
  const Icon = iconFor(name);
  return <Icon size={size} aria-hidden="true" focusable="false" />;
};
