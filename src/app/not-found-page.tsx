import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../ui/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to={paths.events}>Go to the events</Link>
      </p>
    </section>
  );
}
