export const common = {
  productName: 'Teamboard',
  retry: 'Retry',
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  loading: 'Loading…',
};
