import type { Messages } from '../en';

export const auth: Messages['auth'] = {
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  signedIn: 'Angemeldet',
  personalToken: 'Persönliches Token',
  signedInAs: 'Angemeldet als',
  signedInWithToken: ['Angemeldet mit einem', 'persönlichen Token', ', nur für diesen Tab.'],
  onThisDevice: 'Auf diesem Gerät',
  sharedComputer: 'Das ist ein gemeinsam genutzter Computer: hier nichts von meinen Listen behalten',
  prompt: {
    signedOutTitle: 'Abgemeldet',
    heading: 'Bei Teamboard anmelden',
    signedOutHeading: 'Du bist abgemeldet',
    body: 'Melde dich an, um die Veranstaltungen und Kurse deines Community-Teams zu sehen.',
    tokenRejected:
      'Die API hat das persönliche Token nicht angenommen. Melde dich an oder füge ein anderes Token ein.',
    storageBlocked:
      'Dieser Browser blockiert Websitedaten für Teamboard, und die Anmeldung braucht sie für den Weg zum Anmeldeserver und zurück. Erlaube Cookies und Websitedaten für diese Website, oder füge unten ein persönliches Zugriffstoken ein (es gilt dann nur für diese Seite).',
  },
  personal: {
    summary: 'Stattdessen ein persönliches Zugriffstoken verwenden',
    label: 'Persönliches Zugriffstoken',
    hint: 'Nur in diesem Tab gespeichert und beim Schließen vergessen. Es wird nicht erneuert: Wenn es abläuft, füge ein neues ein oder melde dich an.',
    submit: 'Dieses Token verwenden',
    problems: {
      empty: 'Füge zuerst ein Token ein.',
      spaces: 'Ein Token ist ein Wort, ohne Leerzeichen oder Zeilenumbrüche.',
      characters: 'Das sieht nicht nach einem Token aus: Es enthält Zeichen, die ein Token nicht haben kann.',
      length: 'Ein Token ist zwischen 8 und 8.192 Zeichen lang.',
    },
  },
};
