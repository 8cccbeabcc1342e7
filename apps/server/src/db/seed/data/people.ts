/** First and last names for the demo's fictional people. */
export const ITALIAN_FIRST_NAMES = [
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Chiara',
  'Alessandro',
  'Sara',
  'Matteo',
  'Elena',
  'Andrea',
  'Martina',
  'Davide',
  'Valentina',
  'Simone',
  'Federica',
  'Stefano',
  'Silvia',
  'Paolo',
  'Laura',
  'Roberto',
  'Anna',
  'Giorgio',
  'Ilaria',
  'Fabio',
  'Elisa',
  'Riccardo',
  'Beatrice',
  'Nicola',
  'Marta',
  'Antonio',
];

export const ITALIAN_LAST_NAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
];

export const CZECH_FIRST_NAMES = ['Jana', 'Petr', 'Lucie', 'Jakub', 'Tereza', 'Martin'];
export const CZECH_LAST_NAMES = ['Dvořák', 'Svobodová', 'Černý', 'Procházková', 'Kučera', 'Veselá'];

/** The producer's sales representatives and key-account managers shown to customers (spec 3 §1). */
export const SALES_REPS = [
  { name: 'Paolo Benedetti', email: 'paolo.benedetti@spina-bevande.example' },
  { name: 'Laura Ferraris', email: 'laura.ferraris@spina-bevande.example' },
  { name: 'Stefano Orlandi', email: 'stefano.orlandi@spina-bevande.example' },
  { name: 'Ilaria Vitale', email: 'ilaria.vitale@spina-bevande.example' },
  { name: 'Roberto Sala', email: 'roberto.sala@spina-bevande.example' },
];

export const KEY_ACCOUNT_MANAGERS = [
  { name: 'Elena Marchetti', email: 'elena.marchetti@spina-bevande.example' },
  { name: 'Nicola Fabbri', email: 'nicola.fabbri@spina-bevande.example' },
];

export const CZECH_SALES_REP = { name: 'Petra Horáková', email: 'petra.horakova@spina-bevande.example' };
