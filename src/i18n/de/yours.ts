import type { Messages } from '../en';

export const yours: Messages['yours'] = {
  star: 'Merken',
  starNamed: (name: string) => `${name} merken`,
  unstarNamed: (name: string) => `${name} nicht mehr merken`,
  follow: 'Folgen',
  followNamed: (name: string) => `${name} folgen`,
  unfollowNamed: (name: string) => `${name} nicht mehr folgen`,
  section: 'Deins',
  facet: 'Deins',
  facetOnly: 'Nur Gemerktes und Gefolgtes',
  menuTitle: 'Gemerktes und Gefolgtes',
  export: 'Gemerktes und Gefolgtes exportieren',
  import: 'Gemerktes und Gefolgtes importieren',
  imported: 'Gemerktes und Gefolgtes importiert',
  importFailed: 'Diese Datei ist kein Teamboard-Export von Gemerktem und Gefolgtem',
  fileName: 'teamboard-gemerkt-und-gefolgt.json',
};
