import { useMessages } from '../i18n/i18n';

export function PageSpinner() {
  const m = useMessages();
  return (
    <div className="page-spinner" role="status">
      <span className="progress-bar" aria-hidden="true" />
      <span className="visually-hidden">{m.common.loading}</span>
    </div>
  );
}
