/** The sandbox sign-in names; each login is also the OAuth subject and selects its team. */
export const SANDBOX_USERS = [
  {
    login: 'team-member',
    name: 'Tamsin Member',
    summary: 'A normal team: about 300 events and 100 sessions, every status, partners, four currencies.',
  },
  {
    login: 'big-team',
    name: 'Bola Bigteam',
    summary: 'A large team: 10,000 events and 2,500 sessions, for scale and load-all.',
  },
  {
    login: 'huge-team',
    name: 'Hana Hugeteam',
    summary: 'A huge team: 50,000 events and 12,500 sessions, for scale measurements.',
  },
  {
    login: 'empty-team',
    name: 'Emil Empty',
    summary: 'A team with no events and no sessions: the empty state.',
  },
  {
    login: 'no-team',
    name: 'Noor Noteam',
    summary: 'A person without a community team: both lists answer 404.',
  },
] as const;

export type SandboxLogin = (typeof SANDBOX_USERS)[number]['login'];

export const SANDBOX_LOGINS: readonly SandboxLogin[] = SANDBOX_USERS.map((user) => user.login);

export function isSandboxLogin(value: unknown): value is SandboxLogin {
  return typeof value === 'string' && (SANDBOX_LOGINS as readonly string[]).includes(value);
}

export function findSandboxUser(login: string) {
  return SANDBOX_USERS.find((user) => user.login === login);
}
