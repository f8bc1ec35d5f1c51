import { useQueryClient } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useSignOut } from '../../auth/user-menu';
import { paths } from '../../config/paths';
import type { ListItem, TeamEvent } from '../../domain/types';
import { densityPreference } from '../../features/home/density';
import { browserLanguage, chooseLanguage, languageNames, languages, type Messages } from '../../i18n/i18n';
import { useMessages } from '../../i18n/later';
import { formatDateTime } from '../../lib/dates';
import { toggleFollow, toggleStar, useYours, type Yours } from '../../lib/yours';
import type { ListDefinition } from '../../lists/definition';
import { starredEvents } from '../../lists/events/calendar';
import { downloadEventsCalendar } from '../../lists/events/download-calendar';
import { eventList } from '../../lists/events/event-list';
import { accountHref, itemHref, wholeHref } from '../../lists/hrefs';
import { knownList, organisersOf } from '../../lists/known-items';
import { listKinds } from '../../lists/registry';
import { accountKey } from '../../lists/rows';
import { sessionList } from '../../lists/sessions/session-list';
import { refreshView } from '../refresh-view';
import { chooseTheme, themeChoices } from '../theme';
import { hasEveryWord, rankMatches } from './palette-search';
import './palette.css';

const shown = { events: 8, sessions: 5, organisers: 5, commands: 8 };

export type PaletteClose = { to: 'main' | 'opener'; said?: string };

type Action = { id: string; label: string; group: 'pages' | 'actions' | 'settings'; run: () => PaletteClose };

/** Re-reads what the tab knows whenever a list query settles, so a read that goes on shows up here. */
function useListsVersion(): number {
  const client = useQueryClient();
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const list = event.query.queryKey[0];
        if (event.type === 'updated' && listKinds.some((def) => def.name === list))
          startTransition(() => setVersion((value) => value + 1));
      }),
    [client],
  );
  return version;
}

function useKnown<T extends ListItem>(def: ListDefinition<T>, version: number) {
  const client = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says when the cache changed.
  const known = useMemo(() => knownList(client, def.queries), [client, def, version]);
  const untitled = def.words(useMessages()).untitled;
  const names = useMemo(() => known.items.map((item) => item.name ?? untitled), [known, untitled]);
  const reading = client.isFetching({ queryKey: def.queries.whole().queryKey }) > 0;
  return { known, names, reading, readOn: () => void client.prefetchQuery(def.queries.whole()) };
}

function pick<T>(list: readonly T[], texts: readonly string[], query: string, limit: number): T[] {
  return rankMatches(texts, query, limit).map((index) => list[index] as T);
}

export function CommandPalette({ onClose }: { onClose: (close: PaletteClose) => void }) {
  const m = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const version = useListsVersion();
  const events = useKnown(eventList, version);
  const sessions = useKnown(sessionList, version);
  const organisers = useMemo(
    () => organisersOf([events.known.items, sessions.known.items]),
    [events.known, sessions.known],
  );
  const organiserNames = useMemo(() => organisers.map((organiser) => organiser.name), [organisers]);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    element?.querySelector('input')?.focus();
    return () => element?.close();
  }, []);

  const go = (to: string): PaletteClose => {
    navigate(to);
    return { to: 'main' };
  };
  const eventId = matchPath(`${paths.events}/:id`, pathname)?.params.id;
  const current = events.known.items.find((event) => event.id === eventId);
  const yours = useYours();
  const client = useQueryClient();
  const starred = () => starredEvents(client, yours.starred);
  const actions = paletteActions({
    m,
    go,
    signOut,
    current,
    yours,
    starred,
    refresh: () => refreshView(client),
  });
  const actionLabels = actions.map((action) => action.label);
  const shownActions = query.trim() === '' ? actions : pick(actions, actionLabels, query, shown.commands);

  // A command named in so many words beats a fuzzy match among hundreds of names.
  const commandsFirst = shownActions.some((action) => hasEveryWord(action.label, query));
  const itemSections: Section[] = [
    {
      heading: m.palette.groups.events,
      entries: pick(events.known.items, events.names, query, shown.events).map((event) => ({
        value: `event:${event.id}`,
        name: event.name ?? m.events.untitled,
        meta: eventMeta(event),
        run: () => go(itemHref(eventList, event.id)),
      })),
    },
    {
      heading: m.palette.groups.sessions,
      entries: pick(sessions.known.items, sessions.names, query, shown.sessions).map((session) => ({
        value: `session:${session.id}`,
        name: session.name ?? m.sessions.untitled,
        meta: session.account?.name ?? null,
        run: () => go(itemHref(sessionList, session.id)),
      })),
    },
    {
      heading: m.palette.groups.organisers,
      entries: pick(organisers, organiserNames, query, shown.organisers).map((organiser) => ({
        value: `organiser:${organiser.key}`,
        name: organiser.name,
        meta: organiser.account.partner
          ? `${m.palette.organiser} · ${m.palette.partner}`
          : m.palette.organiser,
        run: () => go(accountHref(eventList, organiser.account) ?? paths.events),
      })),
    },
  ];
  const commandSections: Section[] = (['pages', 'actions', 'settings'] as const).map((group) => ({
    heading: m.palette.groups[group],
    entries: shownActions
      .filter((action) => action.group === group)
      .map((action) => ({ value: action.id, name: action.label, run: action.run })),
  }));
  const readOnSection: Section = {
    heading: m.palette.groups.more,
    entries: [
      { name: eventList.name, words: eventList.words(m), ...events },
      { name: sessionList.name, words: sessionList.words(m), ...sessions },
    ]
      .filter((list) => !list.known.complete)
      .map(({ name, words, known, reading, readOn }) => ({
        value: `read-on:${name}`,
        name: reading
          ? m.palette.reading(words.title)
          : m.palette.readOn(words.title, words.count(known.items.length)),
        disabled: reading,
        run: () => {
          readOn();
          return null;
        },
      })),
  };
  const sections = (
    commandsFirst ? [...commandSections, ...itemSections] : [...itemSections, ...commandSections]
  ).concat(readOnSection);
  const values = sections.flatMap((section) =>
    section.entries.filter((entry) => !entry.disabled).map((entry) => entry.value),
  );
  // A new query starts from its best match; a list that grows keeps the person's place.
  const [selection, setSelection] = useState({ query, value: '' });
  const selected =
    selection.query === query && values.includes(selection.value) ? selection.value : (values[0] ?? '');

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from the keyboard (the cancel event).
    <dialog
      ref={dialog}
      className="palette"
      aria-label={m.palette.title}
      onCancel={(event) => {
        event.preventDefault();
        onClose({ to: 'opener' });
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose({ to: 'opener' });
      }}
    >
      <Command
        label={m.palette.title}
        shouldFilter={false}
        loop
        className="palette__command"
        value={selected}
        onValueChange={(value) => setSelection({ query, value })}
      >
        <Command.Input
          className="palette__input"
          value={query}
          onValueChange={setQuery}
          placeholder={m.palette.placeholder}
          aria-label={m.palette.inputLabel}
        />
        <Command.List className="palette__list" label={m.palette.title}>
          <Command.Empty className="palette__empty">{m.palette.empty}</Command.Empty>
          {sections.map((section) =>
            section.entries.length === 0 ? null : (
              <Command.Group key={section.heading} heading={section.heading}>
                {section.entries.map((entry) => (
                  <PaletteItem
                    key={entry.value}
                    entry={entry}
                    onSelect={() => {
                      const close = entry.run();
                      if (close) onClose(close);
                    }}
                  />
                ))}
              </Command.Group>
            ),
          )}
        </Command.List>
        <p className="palette__hint" aria-hidden="true">
          {m.palette.hint}
        </p>
      </Command>
    </dialog>
  );

  function eventMeta(event: TeamEvent): string {
    const at = event.scheduledAt;
    return [at === null ? m.events.dateNotSet : formatDateTime(at), event.account?.name]
      .filter(Boolean)
      .join(' · ');
  }
}

type Entry = {
  value: string;
  name: string;
  meta?: string | null;
  disabled?: boolean;
  /** What closing the palette then does, or null to keep it open. */
  run: () => PaletteClose | null;
};

type Section = { heading: string; entries: Entry[] };

function PaletteItem({ entry, onSelect }: { entry: Entry; onSelect: () => void }) {
  return (
    <Command.Item
      className="palette__item"
      value={entry.value}
      disabled={entry.disabled ?? false}
      onSelect={onSelect}
    >
      <span className="palette__name">{entry.name}</span>
      {entry.meta ? <span className="palette__meta">{entry.meta}</span> : null}
    </Command.Item>
  );
}

function paletteActions({
  m,
  go,
  signOut,
  current,
  yours,
  starred,
  refresh,
}: {
  m: Messages;
  go: (to: string) => PaletteClose;
  signOut: () => void;
  current: TeamEvent | undefined;
  yours: Yours;
  starred: () => TeamEvent[];
  refresh: () => Promise<void>;
}): Action[] {
  const stay = (said?: string): PaletteClose => ({ to: 'opener', said });
  const actions: Action[] = [
    { id: 'go:home', label: m.palette.goTo(m.app.nav.home), group: 'pages', run: () => go(paths.home) },
    ...listKinds.map(
      (def): Action => ({
        id: `go:${def.name}`,
        label: m.palette.goTo(def.words(m).title),
        group: 'pages',
        run: () => go(def.path),
      }),
    ),
    ...listKinds.map(
      (def): Action => ({
        id: `load-all:${def.name}`,
        label: m.palette.loadAll(def.words(m).title),
        group: 'actions',
        run: () => go(wholeHref(def)),
      }),
    ),
    {
      id: 'refresh',
      label: m.palette.refresh,
      group: 'actions',
      run: () => {
        void refresh();
        return stay(m.palette.refreshing);
      },
    },
    {
      id: 'copy-link',
      label: m.palette.copyLink,
      group: 'actions',
      run: () => {
        void navigator.clipboard.writeText(window.location.href).catch(() => undefined);
        return stay(m.palette.copied);
      },
    },
  ];
  if (current) actions.push(...currentEventActions(m, current, yours));
  if (yours.starred.size > 0)
    actions.push({
      id: 'add-starred-to-calendar',
      label: m.reminders.addAllStarred,
      group: 'actions',
      run: () => {
        void downloadEventsCalendar(starred(), m.reminders.allStarredFile, m.events.untitled);
        return stay();
      },
    });
  if (current)
    actions.push({
      id: 'add-to-calendar',
      label: m.palette.addToCalendar,
      group: 'actions',
      run: () => {
        void downloadEventsCalendar([current], current.name ?? m.events.untitled, m.events.untitled);
        return stay();
      },
    });
  actions.push(
    ...themeChoices.map(
      (choice): Action => ({
        id: `theme:${choice}`,
        label: m.palette.theme(m.app.themes[choice]),
        group: 'settings',
        run: () => {
          chooseTheme(choice);
          return stay();
        },
      }),
    ),
    ...[null, ...languages].map(
      (language): Action => ({
        id: `language:${language ?? 'browser'}`,
        label: m.palette.language(
          language === null
            ? m.app.browserLanguage(languageNames[browserLanguage(navigator.languages)])
            : languageNames[language],
        ),
        group: 'settings',
        run: () => {
          void chooseLanguage(language);
          return stay();
        },
      }),
    ),
    ...(['cards', 'compact'] as const).map(
      (density): Action => ({
        id: `density:${density}`,
        label: m.palette.density(m.home.densities[density]),
        group: 'settings',
        run: () => {
          densityPreference.save(density);
          return stay();
        },
      }),
    ),
    {
      id: 'sign-out',
      label: m.auth.signOut,
      group: 'actions',
      run: () => {
        signOut();
        return { to: 'main' };
      },
    },
  );
  return actions;
}

/** Star the event on screen, and follow its organiser. */
function currentEventActions(m: Messages, event: TeamEvent, yours: Yours): Action[] {
  const stay = (): PaletteClose => ({ to: 'opener' });
  const name = event.name ?? m.events.untitled;
  const actions: Action[] = [
    {
      id: 'star',
      label: yours.starred.has(event.id) ? m.yours.unstarNamed(name) : m.yours.starNamed(name),
      group: 'actions',
      run: () => {
        toggleStar(event.id);
        return stay();
      },
    },
  ];
  const key = accountKey(event.account);
  const organiser = event.account?.name ?? m.lists.unknownAccount;
  if (key !== null)
    actions.push({
      id: 'follow',
      label: yours.followed.has(key) ? m.yours.unfollowNamed(organiser) : m.yours.followNamed(organiser),
      group: 'actions',
      run: () => {
        toggleFollow(key);
        return stay();
      },
    });
  return actions;
}
