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

/** Cards shaped like the ones on their way, announced once by `label`. */
export function SkeletonGrid({ count, label }: { count: number; label: string }) {
  return (
    <div className="card-grid" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // Placeholders have no identity of their own.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SkeletonCard key={index} />
      ))}
    </div>
  );
}
