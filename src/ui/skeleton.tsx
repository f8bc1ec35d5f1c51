export function SkeletonCard() {
  return (
    <div className="card card--skeleton" aria-hidden="true">
      <div className="cover skeleton" />
      <div className="card__body">
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--line skeleton--wide" />
        <div className="skeleton skeleton--line" />
      </div>
    </div>
  );
}

export function SkeletonGrid({ count, label }: { count: number; label: string }) {
  return (
    <div className="card-grid" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <SkeletonCard key={index} />
      ))}
    </div>
  );
}
