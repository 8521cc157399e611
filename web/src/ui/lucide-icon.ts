import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * lucide-react's `createLucideIcon`, in the few lines the site uses of it (decision 0045): every
 * icon module of lucide-react calls it with its drawing, and the build (vite.config.ts,
 * `lightIcons`) hands them this one instead of the library's, whose general machinery (a context
 * provider, icon-node builders, attribute-name maps) cost the public entry 1.0 KiB gzipped.
 * The markup is lucide's own: the same attributes and classes, and `aria-hidden` unless the icon
 * is given a name (an aria-* attribute, a role or a title), so the icons look and read as before.
 */

type IconNode = Array<[tag: string, attributes: Record<string, string>]>;
type IconData = { name?: string; size?: number; node: IconNode; aliases?: string[] };

export type LightIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string; color?: string; children?: ReactNode };

const named = (props: Record<string, unknown>) => Object.keys(props).some((key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null);

/** An icon of lucide's drawing; `size`, `color` and `strokeWidth` as lucide takes them, the rest onto the <svg>. */
export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const classes = ['lucide', ...[icon.name, ...(icon.aliases ?? [])].filter(Boolean).map((name) => `lucide-${name}`)].join(' ');
  return forwardRef<SVGSVGElement, LightIconProps>(function LucideIcon({ size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest }, ref) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(children || named(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
