// Tokens pass only between same-origin tabs: a script that could hear them runs on this origin, where it
// could as well open the app in a window and read that window's sessionStorage.
import * as v from 'valibot';
import { heldGrants } from './grant-lock';
import { newId } from './stored-session';

export type TabChannel = { post(message: unknown): void };

const text = v.pipe(v.string(), v.nonEmpty());
const time = v.nullable(v.pipe(v.number(), v.finite()));

const renewalSchema = v.variant('result', [
  v.object({
    result: v.literal('ok'),
    token: v.object({ accessToken: text, expiresAt: time, refreshAt: time }),
  }),
  v.object({ result: v.picklist(['rejected', 'unreachable', 'orphaned']) }),
]);

const messageSchema = v.variant('type', [
  v.object({ type: v.literal('token-ask'), to: text, replyTo: text, stale: text }),
  v.object({ type: v.literal('token-give'), replyTo: text, renewal: renewalSchema }),
]);

export type Renewal = v.InferOutput<typeof renewalSchema>;
type TabMessage = v.InferOutput<typeof messageSchema>;
export type TokenAsk = Extract<TabMessage, { type: 'token-ask' }>;

export const orphaned: Renewal = { result: 'orphaned' };

export type TabCopies = {
  /** A copy's side: asks the tab holding grant `source` for a token newer than `stale`. */
  ask(source: string, stale: string, waitMs: number): Promise<Renewal>;
  /** Hands an answer to the ask it is for; an ask from a copy is given back for this tab to answer. */
  take(data: unknown): TokenAsk | null;
  answer(ask: TokenAsk, renewal: Renewal): void;
};

export function createTabCopies(channel: TabChannel | null, locks: LockManager | undefined): TabCopies {
  const asks = new Map<string, (renewal: Renewal) => void>();
  return {
    async ask(source, stale, waitMs) {
      if (!channel || !(await heldGrants(locks)).includes(source)) return orphaned;
      const replyTo = newId();
      return new Promise((resolve) => {
        const give = (renewal: Renewal) => {
          clearTimeout(timer);
          asks.delete(replyTo);
          resolve(renewal);
        };
        const timer = setTimeout(() => give(orphaned), waitMs);
        asks.set(replyTo, give);
        channel.post({ type: 'token-ask', to: source, replyTo, stale } satisfies TabMessage);
      });
    },
    take(data) {
      const parsed = v.safeParse(messageSchema, data);
      if (!parsed.success) return null;
      const message = parsed.output;
      if (message.type === 'token-ask') return message;
      asks.get(message.replyTo)?.(message.renewal);
      return null;
    },
    answer(ask, renewal) {
      channel?.post({ type: 'token-give', replyTo: ask.replyTo, renewal } satisfies TabMessage);
    },
  };
}
