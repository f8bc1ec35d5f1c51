import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { openedHere } from './list-links';
import { listSearch } from './list-params';

// The dialog is not needed for the first cards.
const Dialog = lazy(() => import('../../ui/dialog').then((m) => ({ default: m.Dialog })));

/**
 * An item's details dialog, open while `?item=` names it. Closing goes back when the list opened it
 * (so Back does not reopen it), else drops `item` from the URL.
 */
export function ItemDialog({ title, children }: { title: string; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  function close() {
    if (openedHere(location.state)) navigate(-1);
    else navigate({ search: listSearch(searchParams, { item: null }) }, { replace: true });
  }

  return (
    <Suspense fallback={null}>
      <Dialog title={title} onClose={close}>
        {children}
      </Dialog>
    </Suspense>
  );
}
