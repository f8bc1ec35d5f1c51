import type { Messages } from '../i18n/i18n';
import type { SignInFailure } from './sign-in-failure';

export type FailureMessage = { title: string; body: string };

/** False where only a change of Teamboard's settings (or the server's) can help. */
export function retryCanHelp(failure: SignInFailure): boolean {
  return failure.kind !== 'configuration' && failure.kind !== 'discovery';
}

export function failureMessage(failure: SignInFailure, failures: Messages['signInFailures']): FailureMessage {
  switch (failure.kind) {
    case 'refused':
      return { title: failures.refused.title, body: failures.refused.body(failure.code) };
    case 'unreachable':
      return failure.url
        ? { title: failures.unreachable.title, body: failures.discovery.unreadableAt(failure.url) }
        : failures.unreachable;
    case 'discovery': {
      const { answers, fixes } = failures.discovery;
      const { answer } = failure;
      const got =
        answer.kind === 'status'
          ? answers.status(answer.status)
          : answer.kind === 'issuer'
            ? answers.issuer(answer.issuer)
            : answers[answer.kind];
      const fix = answer.kind === 'issuer' ? fixes.issuer : fixes.elsewhere;
      return { title: failures.discovery.title, body: failures.discovery.body(failure.url, got, fix) };
    }
    case 'configuration':
      return {
        title: failures.configuration.title,
        body: `${failures.configuration.problems[failure.problem]} ${failures.configuration.body}`,
      };
    default:
      return failures[failure.kind];
  }
}
