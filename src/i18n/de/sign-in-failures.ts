import type { Messages } from '../en';

export const signInFailures: Messages['signInFailures'] = {
  cancelled: {
    title: 'Die Anmeldung wurde abgebrochen',
    body: 'Du hast die Anmeldung abgebrochen, oder der Anmeldeserver hat den Zugriff verweigert. Du bist nicht angemeldet.',
  },
  refused: {
    title: 'Der Anmeldeserver hat die Anmeldung abgelehnt',
    body: (code) =>
      code
        ? `Er antwortete „${code}“. Du bist nicht angemeldet.`
        : 'Er hat keinen Grund genannt. Du bist nicht angemeldet.',
  },
  'state-mismatch': {
    title: 'Diese Anmeldung konnte nicht geprüft werden',
    body: 'Die Antwort des Anmeldeservers passt nicht zu der in diesem Tab begonnenen Anmeldung: Der state-Parameter fehlt oder wurde verändert. Die Antwort wurde abgelehnt, nichts wurde gespeichert.',
  },
  'no-pending': {
    title: 'Dieser Anmeldelink wurde schon verwendet',
    body: 'In diesem Tab läuft keine Anmeldung, daher wurde diese Antwort abgelehnt: Sie ist vielleicht alt, wiederholt oder aus einem anderen Tab. Nichts wurde gespeichert.',
  },
  'code-rejected': {
    title: 'Der Anmeldecode wurde nicht angenommen',
    body: 'Der Anmeldeserver hat den Code abgelehnt: Er ist abgelaufen oder wurde schon verwendet. Nichts wurde gespeichert.',
  },
  unreachable: {
    title: 'Der Anmeldeserver war nicht erreichbar',
    body: 'Er ist nicht verfügbar, langsam oder offline. Prüfe deine Verbindung und versuche es gleich noch einmal.',
  },
  'bad-response': {
    title: 'Der Anmeldeserver hat eine Antwort geschickt, die Teamboard nicht verwenden kann',
    body: 'Nichts wurde gespeichert. Wenn es wieder passiert, müssen der Anmeldeserver oder die Einstellungen von Teamboard dafür geprüft werden.',
  },
  discovery: {
    title: 'Teamboard konnte die Einstellungen des Anmeldeservers nicht lesen',
    body: (url: string, got: string, fix: string) => `Teamboard hat ${url} angefragt und ${got}. ${fix}`,
    answers: {
      status: (status: number) => `den HTTP-Status ${status} erhalten`,
      redirect: 'wurde umgeleitet (eine eingestellte Adresse gilt genau so, wie sie geschrieben ist)',
      'not-metadata': 'keine Server-Metadaten erhalten',
      issuer: (issuer: string) => `die eines anderen Issuers erhalten, „${issuer}“`,
    },
    unreadableAt: (url: string) =>
      `Teamboard hat ${url} angefragt und keine lesbare Antwort erhalten. Prüfe deine Verbindung; steht sie, antwortet diese Adresse dieser App nicht (fehlen CORS-Header?): Setze VITE_OAUTH_DISCOVERY_URL oder die Endpunkte.`,
    fixes: {
      issuer: 'Setze VITE_OAUTH_ISSUER genau auf diesen Issuer.',
      elsewhere:
        'Veröffentlicht der Server sie anderswo, setze VITE_OAUTH_DISCOVERY_URL genau auf diese Adresse oder setze die Endpunkte.',
    },
  },
  configuration: {
    title: 'Die Anmeldung von Teamboard passt nicht zu diesem Anmeldeserver',
    body: 'Ein neuer Versuch hilft erst, wenn die Person, die Teamboard eingerichtet hat, das ändert. Nichts wurde gespeichert.',
    problems: {
      metadata:
        'Der Anmeldeserver antwortet nicht dort, wo Teamboard ihn sucht: Prüfe, ob VITE_OAUTH_ISSUER und VITE_OAUTH_DISCOVERY (oder die Endpunkt-Adressen) dorthin zeigen, wo der Server seine Metadaten veröffentlicht.',
      issuer:
        'Der Anmeldeserver nennt einen anderen Issuer: VITE_OAUTH_ISSUER muss genau der Issuer des Servers sein, ein abschließendes „/“ eingeschlossen.',
      client:
        'Der Anmeldeserver kennt Teamboard nicht als öffentlichen Client mit dem Authorization-Code-Grant: Prüfe VITE_OAUTH_CLIENT_ID und die Registrierung des Clients.',
      scope: 'Der Anmeldeserver hat die Scopes abgelehnt, die Teamboard anfragt: Prüfe VITE_OAUTH_SCOPES.',
      resource:
        'Der Anmeldeserver kennt die API nicht, für die Teamboard ein Token anfragt: Prüfe VITE_OAUTH_RESOURCE oder VITE_OAUTH_AUDIENCE.',
      'id-token':
        'Teamboard hat OpenID Connect angefragt (den Scope openid), und der Server hat ohne ID-Token geantwortet. Lass openid bei einem reinen OAuth-2-Server in VITE_OAUTH_SCOPES weg.',
    },
  },
};
