import { useEffect, useState } from 'react';
import { restInOneBatch, type WholeList } from '../../api/whole-list';

/** How long the home waits for a short list's last batch before it lays out what it has. */
const holdMs = 1_000;

/**
 * The list the home lays out. A short list is laid out once whole: its last pages land one by one within
 * moments, and each landing would move the first screen's sections. A long list, a slow batch, or a list
 * read again shows as it comes (a read again keeps what was shown).
 */
export function useSettledList<T>(list: WholeList<T> | undefined): WholeList<T> | undefined {
  const holding = list !== undefined && restInOneBatch(list);
  const [late, setLate] = useState(false);
  const [shown, setShown] = useState<WholeList<T> | undefined>(undefined);
  useEffect(() => {
    if (!holding || late) return;
    const timer = setTimeout(() => setLate(true), holdMs);
    return () => clearTimeout(timer);
  }, [holding, late]);
  if ((!holding || late) && shown !== list) setShown(list);
  return !holding || late ? list : shown;
}
