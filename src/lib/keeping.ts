import { preference, watched } from './preference';

// What this device may keep of a person's lists between visits. Tokens are never kept on disk; this
// decides only the lists' data (api/persisted-cache) and what was seen (the "since you last looked" marks).

/** "This is a shared computer": nothing of the lists is written to this device. */
export const sharedComputer = watched(
  preference<boolean>(
    'teamboard.shared-computer',
    (stored) => stored === 'true',
    (shared) => (shared ? 'true' : null),
  ),
);

export const keepDayChoices = [1, 7, 30] as const;
export const defaultKeepDays = 7;

/** How many days a list's kept data may be shown before it is discarded unread. */
export const keepDays = watched(
  preference<number>(
    'teamboard.keep-days',
    (stored) => keepDayChoices.find((days) => String(days) === stored) ?? defaultKeepDays,
    (days) => (days === defaultKeepDays ? null : String(days)),
  ),
);

export const keepForMs = () => keepDays.read() * 24 * 60 * 60_000;

/** Set while something of a person's lists may be on disk, so a start without it waits for nothing. */
export const keptMarker = preference<boolean>(
  'teamboard.kept',
  (stored) => stored === 'true',
  (kept) => (kept ? 'true' : null),
);
