// A new tab beside a signed-in one takes a copy of its session, as a duplicated tab copies it, instead of
// making the round trip to the sign-in server. It passes between same-origin tabs only (tab-copies.ts).
import * as v from 'valibot';
import { heldGrants } from './grant-lock';
import { renewalRoute } from './renewal-rules';
import { newId, type StoredSession, sessionSchema, text } from './stored-session';
import type { TabChannel } from './tab-copies';

/** How long a new tab waits for its session once Web Locks say a tab beside it holds a grant. */
export const HANDOVER_WAIT_MS = 500;

const askSchema = v.object({ type: v.literal('session-ask'), replyTo: text });
// A refresh token never crosses: the copy renews through the tab holding its grant.
const giveSchema = v.object({
  type: v.literal('session-give'),
  replyTo: text,
  session: v.object({
    ...sessionSchema.entries,
    mode: v.literal('oauth'),
    refreshToken: v.null(),
    source: text,
  }),
});

/** A duplicate's session: the refresh token stays with the tab holding grant `source`. */
export const copyOf = (session: StoredSession): StoredSession => ({
  ...session,
  refreshToken: null,
  source: session.source ?? session.grant,
  grant: newId(),
});

export type Handover = {
  /** A signed-in tab's copy of its session; null at once where no tab holds a grant, or after the wait. */
  ask(): Promise<StoredSession | null>;
  /** Answers an ask with a copy of `held` where it can renew, or takes the answer to this tab's; false for others. */
  receive(data: unknown, held: StoredSession | null): boolean;
};

export function createHandover(channel: TabChannel | null, locks: LockManager | undefined): Handover {
  let replyTo: string | null = null;
  let take: (given: StoredSession | null) => void = () => undefined;
  return {
    ask() {
      // Without Web Locks each tab works alone, as a duplicate would (grant-lock.ts).
      if (!channel || !locks) return Promise.resolve(null);
      return new Promise((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        take = (given) => {
          clearTimeout(timer);
          replyTo = null;
          resolve(given);
        };
        replyTo = newId();
        channel.post({ type: 'session-ask', replyTo });
        // Only a tab holding a grant's lock can hand a session over that renews: with none, nothing to wait for.
        void heldGrants(locks).then((held) => {
          if (replyTo) timer = setTimeout(() => take(null), held.length === 0 ? 0 : HANDOVER_WAIT_MS);
        });
      });
    },
    receive(data, held) {
      const asked = v.safeParse(askSchema, data);
      if (asked.success) {
        if (held && renewalRoute(held))
          channel?.post({ type: 'session-give', replyTo: asked.output.replyTo, session: copyOf(held) });
        return true;
      }
      const given = v.safeParse(giveSchema, data);
      if (given.success && given.output.replyTo === replyTo) take(given.output.session);
      return given.success;
    },
  };
}
