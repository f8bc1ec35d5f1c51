import type { Messages } from '../en';

export const common: Messages['common'] = {
  productName: 'Teamboard',
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  tryAgain: 'Noch einmal versuchen',
  loading: 'Wird geladen …',
};
