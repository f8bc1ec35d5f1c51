import { chunk } from '../lib/chunk';

export const homeChunk = chunk(() => import('../features/home/home-page'));
export const pagedChunk = chunk(() => import('../features/paged/paged-list'));
export const wholeChunk = chunk(() => import('../features/whole/whole-list'));
export const itemChunk = chunk(() => import('../features/item/item-page'));
export const callbackChunk = chunk(() => import('../auth/callback-page'));
export const paletteChunk = chunk(() => import('./palette/command-palette'));
export const reminderChunk = chunk(() => import('./reminder-scheduler'));
export const settingsChunk = chunk(() => import('./person-settings'));
