// The pages that load on demand, one file each: the first page's file is asked for at start-up, beside
// its data, so neither waits for the other.

export const homeChunk = () => import('../features/home/home-page');
export const pagedChunk = () => import('../features/paged/paged-list');
export const wholeChunk = () => import('../features/whole/whole-list');
export const itemChunk = () => import('../features/item/item-page');
