// The page's own fetch() calls (the API, the sign-in server) go to the network without waking this worker:
// it keeps the shell and covers only, and a worker in their way slows a long read of every page.
self.addEventListener('install', (event) => {
  event.addRoutes?.({ condition: { requestDestination: '' }, source: 'network' }).catch(() => undefined);
});
