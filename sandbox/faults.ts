// Fault rules for POST /_sandbox/faults: parsed strictly so a typo answers 400 instead of silently
// doing nothing, and consumed in order by the two listing endpoints.

export const FAULT_KINDS = [
  'malformed-json',
  'html-error',
  'drop',
  'wrong-types',
  'empty-body',
  'hostile',
  'long-values',
  'total-pages',
  'oversized',
  'duplicates',
  'past-last-404',
  'past-last-400',
  'past-last-empty',
  'expire-tokens',
  'revoke-grants',
  'silent-sign-in-error',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];
/** Kinds that act once on the OAuth state when posted, instead of shaping later responses. */
export const ACTION_KINDS = ['expire-tokens', 'revoke-grants'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
/** Acts on the sign-in server instead of the API: a `prompt=none` authorization request gets a 500 page. */
export const SILENT_SIGN_IN_ERROR = 'silent-sign-in-error';
/** Kinds that match only a page past the last (page > total_pages and page > 1). */
export const PAST_LAST_KINDS = ['past-last-404', 'past-last-400', 'past-last-empty'] as const;
export type PastLastKind = (typeof PAST_LAST_KINDS)[number];
/** Kinds that answer a normal page with its numbers or items changed, and set their own status. */
export const PAGE_KINDS = ['total-pages', 'oversized', 'duplicates', 'long-values'] as const;
export type FaultMatch = 'events' | 'sessions' | '*';
export const MAX_OVERSIZED_ITEMS = 20_000;

export type FaultRule = {
  id: number;
  match: FaultMatch;
  /** Only requests for this page number; absent: every page. */
  page?: number;
  times: number | null;
  status?: number;
  delayMs?: number;
  retryAfter?: number;
  retryAfterDate?: boolean;
  kind?: Exclude<FaultKind, ActionKind>;
  /** total-pages: what meta.pagination.total_pages says instead. */
  totalPages?: number;
  /** oversized: how many items the page has, whatever per_page says. */
  items?: number;
  /** The share of matching requests the rule acts on, at random; absent: every one. */
  chance?: number;
};

export type ParsedFault = { action: ActionKind } | { rule: Omit<FaultRule, 'id'> };

const FIELDS = new Set([
  'match',
  'page',
  'times',
  'status',
  'delayMs',
  'retryAfter',
  'retryAfterDate',
  'kind',
  'totalPages',
  'items',
  'chance',
]);

export const FAULT_HELP =
  `valid kinds: ${FAULT_KINDS.join(', ')}; or a rule with "status" (200-599), "delayMs" (0-120000), ` +
  `"retryAfter" (seconds) or "retryAfterDate": true; optional "match" ("events", "sessions", "*"), "page" (>= 1) and "times" (>= 1); ` +
  `"chance" (above 0, up to 1) acts on that share of matching requests; ` +
  `${SILENT_SIGN_IN_ERROR} answers a prompt=none sign-in with a 500 page (only "times" beside it); ` +
  `total-pages needs "totalPages" (any finite number, e.g. 1000000, 1e300, -1, 2.5); ` +
  `oversized needs "items" (1-${MAX_OVERSIZED_ITEMS}); ` +
  `${PAST_LAST_KINDS.join(', ')} act only on a page past the last`;

export class FaultRuleError extends Error {}

export function isPastLastKind(kind: unknown): kind is PastLastKind {
  return (PAST_LAST_KINDS as readonly unknown[]).includes(kind);
}

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export function parseFaultRule(input: unknown): ParsedFault {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new FaultRuleError('a fault rule must be a JSON object');
  const body = input as Record<string, unknown>;
  const unknown = Object.keys(body).filter((key) => !FIELDS.has(key));
  if (unknown.length) throw new FaultRuleError(`unknown field ${unknown.join(', ')}`);
  const {
    match = '*',
    page,
    times,
    status,
    delayMs,
    retryAfter,
    retryAfterDate,
    kind,
    totalPages,
    items,
    chance,
  } = body;
  if (kind !== undefined && !(FAULT_KINDS as readonly unknown[]).includes(kind))
    throw new FaultRuleError(`unknown kind ${JSON.stringify(kind)}`);
  if ((ACTION_KINDS as readonly unknown[]).includes(kind)) {
    if (Object.keys(body).some((key) => key !== 'kind'))
      throw new FaultRuleError(`kind ${String(kind)} takes no other field`);
    return { action: kind as ActionKind };
  }
  if (kind === SILENT_SIGN_IN_ERROR) {
    if (Object.keys(body).some((key) => key !== 'kind' && key !== 'times'))
      throw new FaultRuleError(`kind ${SILENT_SIGN_IN_ERROR} takes only "times"`);
    if (times !== undefined && !isInt(times, 1, 1_000_000))
      throw new FaultRuleError('times must be an integer >= 1');
    return { rule: { match: '*', times: times ?? null, kind: SILENT_SIGN_IN_ERROR } };
  }
  if (
    (isPastLastKind(kind) || (PAGE_KINDS as readonly unknown[]).includes(kind)) &&
    (status !== undefined || retryAfter !== undefined || retryAfterDate !== undefined)
  )
    throw new FaultRuleError(`kind ${String(kind)} sets its own status; drop status and retryAfter`);
  if (kind === 'total-pages' && (typeof totalPages !== 'number' || !Number.isFinite(totalPages)))
    throw new FaultRuleError('kind total-pages needs "totalPages", a finite JSON number');
  if (kind !== 'total-pages' && totalPages !== undefined)
    throw new FaultRuleError('"totalPages" goes only with kind total-pages');
  if (kind === 'oversized' && !isInt(items, 1, MAX_OVERSIZED_ITEMS))
    throw new FaultRuleError(`kind oversized needs "items", an integer from 1 to ${MAX_OVERSIZED_ITEMS}`);
  if (kind !== 'oversized' && items !== undefined)
    throw new FaultRuleError('"items" goes only with kind oversized');
  if (match !== 'events' && match !== 'sessions' && match !== '*')
    throw new FaultRuleError('match must be "events", "sessions" or "*"');
  if (page !== undefined && !isInt(page, 1, Number.MAX_SAFE_INTEGER))
    throw new FaultRuleError('page must be an integer >= 1');
  if (times !== undefined && !isInt(times, 1, 1_000_000))
    throw new FaultRuleError('times must be an integer >= 1');
  if (status !== undefined && !isInt(status, 200, 599))
    throw new FaultRuleError('status must be an integer from 200 to 599');
  if (delayMs !== undefined && !isInt(delayMs, 0, 120_000))
    throw new FaultRuleError('delayMs must be an integer from 0 to 120000');
  if (retryAfter !== undefined && !isInt(retryAfter, 0, 86_400))
    throw new FaultRuleError('retryAfter must be an integer number of seconds');
  if (chance !== undefined && (typeof chance !== 'number' || !(chance > 0 && chance <= 1)))
    throw new FaultRuleError('chance must be a number above 0 and up to 1');
  if (retryAfterDate !== undefined && typeof retryAfterDate !== 'boolean')
    throw new FaultRuleError('retryAfterDate must be a boolean');
  if (
    status === undefined &&
    delayMs === undefined &&
    kind === undefined &&
    retryAfter === undefined &&
    !retryAfterDate
  )
    throw new FaultRuleError('a rule needs a status, a delayMs, a retryAfter or a kind');
  const rule: Omit<FaultRule, 'id'> = { match, times: times ?? null };
  if (page !== undefined) rule.page = page;
  if (status !== undefined) rule.status = status;
  else if (retryAfter !== undefined || retryAfterDate) rule.status = 429;
  if (delayMs !== undefined) rule.delayMs = delayMs;
  if (retryAfter !== undefined) rule.retryAfter = retryAfter;
  if (retryAfterDate) rule.retryAfterDate = true;
  if (kind !== undefined) rule.kind = kind as FaultRule['kind'];
  if (typeof totalPages === 'number') rule.totalPages = totalPages;
  if (typeof items === 'number') rule.items = items;
  if (typeof chance === 'number') rule.chance = chance;
  return { rule };
}

export function createFaultStore(random: () => number = Math.random) {
  let rules: FaultRule[] = [];
  let nextId = 1;
  return {
    add(rule: Omit<FaultRule, 'id'>): FaultRule {
      const stored = { id: nextId++, ...rule };
      rules.push(stored);
      return stored;
    },
    list(): FaultRule[] {
      return rules.map((rule) => ({ ...rule }));
    },
    clear() {
      rules = [];
    },
    /** The first rule that acts on this request, counting one use of it. */
    take(list: 'events' | 'sessions', page: number, pastLast: boolean): FaultRule | undefined {
      return use(
        (candidate) =>
          candidate.kind !== SILENT_SIGN_IN_ERROR &&
          (candidate.match === '*' || candidate.match === list) &&
          (candidate.page === undefined || candidate.page === page) &&
          (pastLast || !isPastLastKind(candidate.kind)),
      );
    },
    /** Whether a silent (prompt=none) authorization request is to fail, counting one use. */
    takeSilentSignInError(): boolean {
      return use((candidate) => candidate.kind === SILENT_SIGN_IN_ERROR) !== undefined;
    },
  };

  function use(matches: (rule: FaultRule) => boolean): FaultRule | undefined {
    const rule = rules.find(
      (candidate) => matches(candidate) && (candidate.chance === undefined || random() < candidate.chance),
    );
    if (!rule) return undefined;
    if (rule.times !== null) {
      rule.times -= 1;
      if (rule.times <= 0) rules = rules.filter((candidate) => candidate !== rule);
    }
    return { ...rule };
  }
}

export type FaultStore = ReturnType<typeof createFaultStore>;
