import type { ListDefinition } from './definition';
import { eventList } from './events/event-list';
import { sessionList } from './sessions/session-list';

/** A list of some kind of item: code that takes any kind passes it on to functions generic in the item. */
// biome-ignore lint/suspicious/noExplicitAny: a definition is invariant in its item; the kinds differ.
export type SomeList = ListDefinition<any>;

/** Every kind of list the app shows, in the order of its navigation. */
export const listKinds: readonly SomeList[] = [eventList, sessionList];
