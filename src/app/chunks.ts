export const homeChunk = () => import('../features/home/home-page');
export const pagedChunk = () => import('../features/paged/paged-list');
export const wholeChunk = () => import('../features/whole/whole-list');
export const itemChunk = () => import('../features/item/item-page');
