import { later } from './en/later';
import {
  addLaterEnglish,
  messages as firstMessages,
  type Messages,
  useMessages as useFirstMessages,
} from './i18n';

// Importing this module adds the English sections only lazy chunks read, so a module that reads them takes
// its `useMessages` from here: they are in place before it renders, in either language.
addLaterEnglish(later);

export function useMessages(): Messages {
  return useFirstMessages() as Messages;
}

export function messages(): Messages {
  return firstMessages() as Messages;
}
