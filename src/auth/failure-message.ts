import type { Messages } from '../i18n/i18n';
import type { SignInFailure } from './sign-in-failure';

export type FailureMessage = { title: string; body: string };

export function failureMessage(failure: SignInFailure, messages: Messages['auth']): FailureMessage {
  const { failures } = messages;
  switch (failure.kind) {
    case 'refused':
      return { title: failures.refused.title, body: failures.refused.body(failure.code) };
    case 'configuration':
      return {
        title: failures.configuration.title,
        body: `${failures.configuration.problems[failure.problem]} ${failures.configuration.body}`,
      };
    default:
      return failures[failure.kind];
  }
}
