// Tokens pass only between same-origin tabs, where any script that could read them could read
// sessionStorage too.
import * as v from 'valibot';
import type { SessionCore } from './auth-state';
import { LOCK_PREFIX } from './grant-lock';
import { newId } from './stored-session';

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
export type TabMessage = v.InferOutput<typeof messageSchema>;

export function parseTabMessage(data: unknown): TabMessage | null {
  const parsed = v.safeParse(messageSchema, data);
  return parsed.success ? parsed.output : null;
}

const orphaned: Renewal = { result: 'orphaned' };

async function isHeld(locks: LockManager | undefined, grant: string): Promise<boolean> {
  try {
    const state = await locks?.query();
    return state?.held?.some((lock) => lock.name === LOCK_PREFIX + grant) ?? false;
  } catch {
    return false;
  }
}

export async function askSource(
  core: SessionCore,
  source: string,
  stale: string,
  waitMs: number,
): Promise<Renewal> {
  const channel = core.channel;
  if (!channel || !(await isHeld(core.locks.manager, source))) return orphaned;
  const replyTo = newId();
  return new Promise((resolve) => {
    const give = (renewal: unknown) => {
      clearTimeout(timer);
      core.asks.delete(replyTo);
      resolve(renewal as Renewal);
    };
    const timer = setTimeout(() => give(orphaned), waitMs);
    core.asks.set(replyTo, give);
    channel.post({ type: 'token-ask', to: source, replyTo, stale } satisfies TabMessage);
  });
}

export async function receiveTabMessage(
  core: SessionCore,
  data: unknown,
  answer: (stale: string) => Promise<Renewal>,
): Promise<void> {
  const message = parseTabMessage(data);
  if (message?.type === 'token-give') core.asks.get(message.replyTo)?.(message.renewal);
  if (message?.type !== 'token-ask') return;
  if (core.current()?.grant !== message.to) return;
  const renewal = await answer(message.stale);
  // Signed in anew meanwhile: that grant is not the copy's to share.
  const still = core.current()?.grant === message.to;
  core.channel?.post({ type: 'token-give', replyTo: message.replyTo, renewal: still ? renewal : orphaned });
}
