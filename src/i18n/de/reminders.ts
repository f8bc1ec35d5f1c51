import type { Messages } from '../en';

export const reminders: Messages['reminders'] = {
  legend: 'Erinnerungen',
  enable: 'Vor meinen gemerkten Veranstaltungen benachrichtigen',
  before: 'Wie lange vorher',
  blocked:
    'Dieser Browser blockiert Benachrichtigungen von Teamboard, daher kann keine Erinnerung erscheinen.',
  unsupported: 'Dieser Browser kann keine Benachrichtigungen zeigen.',
  title: (name: string) => name,
  body: (when: string) => `Beginnt ${when}`,
  allStarred: 'Alle meine gemerkten Veranstaltungen',
  allStarredFile: 'gemerkte Veranstaltungen',
  addAllStarred: 'Alle gemerkten Veranstaltungen zum Kalender hinzufügen',
};
