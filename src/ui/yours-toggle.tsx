import { useMessages } from '../i18n/i18n';
import { toggleFollow, toggleStar, useYours } from '../lib/yours';
import { Icon } from './icons';

/** Star an event or follow an organiser; `compact` shows the icon alone, named for screen readers. */
export function YoursToggle({
  kind,
  id,
  name,
  compact = false,
}: {
  kind: 'star' | 'follow';
  id: string;
  name: string;
  compact?: boolean;
}) {
  const m = useMessages().yours;
  const yours = useYours();
  const on = kind === 'star' ? yours.starred.has(id) : yours.followed.has(id);
  const words =
    kind === 'star' ? { label: m.star, named: m.starNamed } : { label: m.follow, named: m.followNamed };
  return (
    <button
      type="button"
      className={compact ? 'yours-toggle yours-toggle--compact' : 'button button--quiet yours-toggle'}
      aria-pressed={on}
      aria-label={words.named(name)}
      onClick={() => (kind === 'star' ? toggleStar : toggleFollow)(id)}
    >
      <Icon name={kind} />
      {compact ? null : words.label}
    </button>
  );
}
