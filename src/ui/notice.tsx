import type { ReactNode } from 'react';

type Tone = 'info' | 'warning' | 'error';

/** An inline message; errors are announced at once, the rest politely. */
export function Notice({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
