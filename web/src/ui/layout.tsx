import type { ReactNode } from 'react';
import * as styles from './layout.css';

export const Container = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>
);
