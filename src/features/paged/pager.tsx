import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMessages } from '../../i18n/later';
import { formatInteger } from '../../lib/numbers';
import { useFocusKeptIn } from '../../navigation/focus';
import { Icon } from '../../ui/icons';
import { isInDialog, isTyping } from '../../ui/keyboard';
import { pagerModel } from './pager-model';

type Props = {
  currentPage: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label: string;
};

function Step({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      <span className="pager__step pager__step--disabled" aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <Link className="pager__step" to={to} aria-label={label}>
      {children}
    </Link>
  );
}

const currentPageLink = (nav: HTMLElement) => nav.querySelector<HTMLElement>('[aria-current="page"]');

export function Pager({ currentPage, totalPages, hrefFor, label }: Props) {
  const m = useMessages();
  const keepFocus = useFocusKeptIn<HTMLElement>(currentPageLink);
  const model = pagerModel(currentPage, totalPages);
  if (model.total === 0) return null;
  const href = (page: number | null) => (page === null ? null : hrefFor(page));
  return (
    <nav className="pager" aria-label={label} {...keepFocus}>
      <p className="pager__position">{m.paged.pageOf(model.current, model.total)}</p>
      <ul className="pager__list">
        <li>
          <Step to={href(model.previous)} label={m.paged.previous}>
            <Icon name="back" />
            <span className="pager__word">{m.paged.previousShort}</span>
          </Step>
        </li>
        {model.entries.map((entry) =>
          entry.kind === 'gap' ? (
            <li key={`gap-${entry.after}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                className="pager__page"
                to={hrefFor(entry.page)}
                aria-label={m.paged.page(entry.page)}
                aria-current={entry.page === model.current ? 'page' : undefined}
              >
                {formatInteger(entry.page)}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step to={href(model.next)} label={m.paged.next}>
            <span className="pager__word">{m.paged.nextShort}</span>
            <Icon name="next" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

export function shouldHandlePageKey(event: KeyboardEvent): 'previous' | 'next' | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  if (isTyping(event.target) || isInDialog(event.target)) return null;
  return event.key === 'ArrowLeft' ? 'previous' : 'next';
}

export function usePagerShortcuts(
  currentPage: number,
  totalPages: number,
  hrefFor: (page: number) => string,
) {
  const navigate = useNavigate();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const direction = shouldHandlePageKey(event);
      if (direction === null) return;
      const target = pagerModel(currentPage, totalPages)[direction];
      if (target === null || target === undefined) return;
      event.preventDefault();
      navigate(hrefFor(target));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [currentPage, totalPages, hrefFor, navigate]);
}
