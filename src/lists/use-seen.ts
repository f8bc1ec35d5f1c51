import { useEffect, useRef, useState } from 'react';
import { isWholeListComplete, type WholeList } from '../api/whole-list';
import type { ListItem } from '../domain/types';
import { sharedComputer } from '../lib/keeping';
import { usePerson } from '../lib/personal-store';
import { usePreference } from '../lib/preference';
import type { ListDefinition } from './definition';
import {
  markAllSeen,
  openVisit,
  type Seen,
  type SeenChanges,
  type SeenRecord,
  seeList,
  withSnapshot,
} from './seen';

const store = () => import('./seen-store');

export type SeenView = {
  /** When the list compared with was last seen. */
  since: number;
  changes: SeenChanges;
  markAllSeen: () => void;
};

type Opened = { key: string; record: SeenRecord };
type Result = { key: string; record: SeenRecord; seen: Seen; changes: SeenChanges | null };

/**
 * What changed in a kind's whole list since the person's previous visit, once the list is complete; null
 * on a first visit, for a person Teamboard cannot name, or on a shared computer (nothing is kept there).
 */
export function useSeen<T extends ListItem>(
  def: ListDefinition<T>,
  list: WholeList<T> | undefined,
): SeenView | null {
  const person = usePerson();
  const shared = usePreference(sharedComputer);
  const key = person === null || shared ? null : `${def.name}:${person}`;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  // What the device holds as the snapshot: a list found the same again is not written again.
  const kept = useRef<{ key: string; seen: Seen | null } | null>(null);
  const record = opened?.key === key ? opened.record : null;
  // Only a complete list says what is gone; a half-read one would call its unread pages removed.
  const items = list !== undefined && isWholeListComplete(list) ? list.items : null;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    void store()
      .then((kept) => kept.readSeen(key))
      .then((stored) => {
        if (!current) return;
        const record = openVisit(stored, Date.now());
        const { baseline } = record;
        kept.current = { key, seen: stored?.snapshot ?? null };
        // A new visit: what the last one saw is kept as what this one compares with.
        if (baseline && baseline !== stored?.baseline)
          void store().then((kept) => kept.writeSeen(key, 'baseline', baseline));
        setOpened({ key, record });
      });
    return () => {
      current = false;
    };
  }, [key]);

  useEffect(() => {
    if (key === null || record === null || items === null) return;
    const controller = new AbortController();
    const snapshot = kept.current?.key === key ? (kept.current.seen?.fingerprints ?? null) : null;
    const against = { baseline: record.baseline?.fingerprints ?? null, snapshot };
    seeList(items, def.seen, against, controller.signal).then(
      ({ fingerprints, changes, unchanged }) => {
        const seen = { at: Date.now(), fingerprints };
        if (unchanged) void store().then((device) => device.writeLooked(key, seen.at));
        else {
          kept.current = { key, seen };
          void store().then((device) => device.writeSeen(key, 'snapshot', seen));
        }
        setResult({ key, record: withSnapshot(record, seen), seen, changes });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key, record, items, def]);

  if (result === null || result.key !== key || result.changes === null || !result.record.baseline)
    return null;
  const { seen, changes } = result;
  return {
    since: result.record.baseline.at,
    changes,
    markAllSeen() {
      // The snapshot is already this list: only the baseline moves.
      void store().then((kept) => kept.writeSeen(result.key, 'baseline', seen));
      setOpened({ key: result.key, record: markAllSeen(seen) });
    },
  };
}
