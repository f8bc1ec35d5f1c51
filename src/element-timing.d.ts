import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Element Timing: the browser reports when this element is painted (used by npm run bench). */
    elementtiming?: string;
  }
}
