import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '../i18n/i18n';
import { focusOn } from '../navigation/focus';
import { useAuth } from './auth-provider';
import { checkPersonalToken, type TokenProblem } from './personal-token';

export function PersonalTokenForm() {
  const { signInWithPersonalToken } = useAuth();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const m = useMessages().auth.personal;
  const [problem, setProblem] = useState<TokenProblem | null>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('token');
    const result = checkPersonalToken(field instanceof HTMLInputElement ? field.value : '');
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    signInWithPersonalToken(result.token);
    navigate({ pathname, search, hash }, { replace: true, state: focusOn('list-title') });
  }

  return (
    <details className="personal-token">
      <summary>{m.summary}</summary>
      <form className="personal-token__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{m.label}</label>
        <input
          id={inputId}
          name="token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        />
        {problem ? (
          <p id={problemId} className="personal-token__problem">
            {m.problems[problem]}
          </p>
        ) : null}
        <p id={hintId} className="personal-token__hint">
          {m.hint}
        </p>
        <button type="submit" className="button button--quiet">
          {m.submit}
        </button>
      </form>
    </details>
  );
}
