/** A page's chunk: loads it (once, by the browser's module map) and says whether it has arrived. */
export type Chunk<M> = { (): Promise<M>; loaded(): M | undefined };

export function chunk<M>(load: () => Promise<M>): Chunk<M> {
  let module: M | undefined;
  const get = () =>
    load().then((arrived) => {
      module = arrived;
      return arrived;
    });
  return Object.assign(get, { loaded: () => module });
}

export const homeChunk = chunk(() => import('../features/home/home-page'));
export const pagedChunk = chunk(() => import('../features/paged/paged-list'));
export const wholeChunk = chunk(() => import('../features/whole/whole-list'));
export const itemChunk = chunk(() => import('../features/item/item-page'));
export const callbackChunk = chunk(() => import('../auth/callback-page'));
export const paletteChunk = chunk(() => import('./palette/command-palette'));
export const reminderChunk = chunk(() => import('./reminder-scheduler'));
export const settingsChunk = chunk(() => import('./person-settings'));
