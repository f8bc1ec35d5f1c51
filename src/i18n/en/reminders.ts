export const reminders = {
  legend: 'Reminders',
  enable: 'Notify me before my starred events start',
  before: 'How long before',
  blocked: 'This browser blocks notifications from Teamboard, so no reminder can show.',
  unsupported: 'This browser cannot show notifications.',
  title: (name: string) => name,
  body: (when: string) => `Starts ${when}`,
  allStarred: 'All my starred events',
  allStarredFile: 'starred events',
  addAllStarred: 'Add all my starred events to your calendar',
};
