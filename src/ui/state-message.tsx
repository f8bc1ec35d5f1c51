import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export function StateMessage({
  icon,
  title,
  children,
  tone = 'quiet',
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  tone?: 'quiet' | 'problem';
}) {
  return (
    <section className={`state-message state-message--${tone}`} aria-label={title}>
      <span className="state-message__art" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <h2 className="state-message__title">{title}</h2>
      {children}
    </section>
  );
}
