import type { ReadWhole } from '../api/whole-list';

/** Reads a list whole from a chunk of its own, which the first page does not load. */
export const readWhole: ReadWhole = (context, list) =>
  import('./page-reader').then((reader) => reader.readWholeList(context, list));
