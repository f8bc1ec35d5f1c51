import './config-error-page.css';
import type { ConfigProblem } from '../config/app-config';
import { useDocumentTitle } from '../ui/use-document-title';

export function ConfigErrorPage({ problems }: { problems: readonly ConfigProblem[] }) {
  useDocumentTitle('Configuration problem');
  return (
    <main className="app-main">
      <section className="page-message config-error" aria-labelledby="config-error-title">
        <h1 id="config-error-title">Teamboard is not configured correctly</h1>
        <p>
          Fix {problems.length === 1 ? 'this setting' : 'these settings'} in <code>.env</code> (see{' '}
          <code>.env.example</code>), then rebuild or restart the app.
        </p>
        <ul className="config-error__list">
          {problems.map((problem) => (
            <li key={problem.variable}>
              <code>{problem.variable}</code>: expected {problem.expected}
              {problem.got === null ? ', but it is not set.' : <>, got “{problem.got}”.</>}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
