export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <span className="progress-bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
