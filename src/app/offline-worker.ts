// The service worker that keeps the app shell for offline starts (config/offline-worker.ts builds it).
// Registered once the page has loaded, so its download of every file never competes with the first page.
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
