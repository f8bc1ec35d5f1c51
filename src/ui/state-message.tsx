import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export function StateMessage({
  icon,
  title,
  children,
  tone = 'quiet',
  level = 2,
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  tone?: 'quiet' | 'problem';
  /** 1 where the state is the whole page. */
  level?: 1 | 2;
}) {
  const Heading = `h${level}` as const;
  return (
    <section className={`state-message state-message--${tone}`} aria-label={title}>
      <span className="state-message__art" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <Heading className="state-message__title">{title}</Heading>
      {children}
    </section>
  );
}
