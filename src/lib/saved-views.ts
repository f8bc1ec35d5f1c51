import * as v from 'valibot';
import { personalStore, usePersonal } from './personal-store';

/** A named view: its address (filters, sort, layout) and what the address does not hold. */
export type SavedView = {
  id: string;
  name: string;
  href: string;
  hiddenColumns: readonly string[] | null;
  density: 'cards' | 'compact' | null;
};

const name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));
const viewSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name,
  href: v.pipe(v.string(), v.startsWith('/'), v.maxLength(4_000)),
  hiddenColumns: v.fallback(v.nullable(v.array(v.string())), null),
  density: v.fallback(v.nullable(v.picklist(['cards', 'compact'])), null),
});
const viewsSchema = v.array(viewSchema);

const store = personalStore<readonly SavedView[]>(
  'views',
  (json) => {
    const result = v.safeParse(viewsSchema, json);
    return result.success ? result.output : null;
  },
  (views) => views,
  [],
);

export function useSavedViews(): readonly SavedView[] {
  return usePersonal(store);
}

export function saveView(view: Omit<SavedView, 'id'>): SavedView {
  const saved = { ...view, id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` };
  store.save([...store.read(), saved]);
  return saved;
}

export function renameView(id: string, newName: string): void {
  store.save(store.read().map((view) => (view.id === id ? { ...view, name: newName } : view)));
}

export function deleteView(id: string): void {
  store.save(store.read().filter((view) => view.id !== id));
}
