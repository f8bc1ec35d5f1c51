import type { Messages } from '../en';

export const views: Messages['views'] = {
  menu: 'Ansichten',
  title: 'Gespeicherte Ansichten',
  none: 'Hier sind noch keine Ansichten gespeichert.',
  nameLabel: 'Name dieser Ansicht',
  save: 'Ansicht speichern',
  copyLink: 'Link kopieren',
  copyLinkTo: (name: string) => `Link kopieren zu ${name}`,
  rename: 'Umbenennen',
  renameView: (name: string) => `Umbenennen: ${name}`,
  newName: (name: string) => `Neuer Name für ${name}`,
  delete: 'Löschen',
  deleteView: (name: string) => `Löschen: ${name}`,
  saved: (name: string) => `„${name}“ gespeichert`,
  renamed: (name: string) => `Umbenannt in „${name}“`,
  deleted: (name: string) => `„${name}“ gelöscht`,
  copied: 'Link kopiert',
  copyFailed: 'Der Link konnte nicht kopiert werden',
};
