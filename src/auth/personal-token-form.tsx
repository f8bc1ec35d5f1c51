import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { focusOn } from '../ui/focus-on-arrival';
import { useAuth } from './auth-provider';
import { checkPersonalToken } from './personal-token';

/** The second sign-in mode: a token the service handed out, pasted in and kept for this tab only. */
export function PersonalTokenForm() {
  const { signInWithPersonalToken } = useAuth();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
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
    // The form goes with the prompt; the list that replaces it takes the focus.
    navigate({ pathname, search, hash }, { replace: true, state: focusOn('list-title') });
  }

  return (
    <details className="personal-token">
      <summary>Use a personal access token instead</summary>
      <form className="personal-token__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Personal access token</label>
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
            {problem}
          </p>
        ) : null}
        <p id={hintId} className="personal-token__hint">
          Kept only in this tab, and forgotten when you close it. It is not refreshed: when it expires, paste
          a new one or sign in.
        </p>
        <button type="submit" className="button button--quiet">
          Use this token
        </button>
      </form>
    </details>
  );
}
