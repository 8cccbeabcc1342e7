/** A town where customers trade: province code, postal code and country (ISO 3166 alpha-3). */
export type Place = { city: string; province: string; postalCode: string; country: 'ITA' | 'CZE' };

const it = (city: string, province: string, postalCode: string): Place => ({
  city,
  province,
  postalCode,
  country: 'ITA',
});
const cz = (city: string, province: string, postalCode: string): Place => ({
  city,
  province,
  postalCode,
  country: 'CZE',
});

/** Towns by name. */
export const PLACES: Record<string, Place> = Object.fromEntries(
  [
    it('Milano', 'MI', '20121'),
    it('Torino', 'TO', '10121'),
    it('Genova', 'GE', '16121'),
    it('Bologna', 'BO', '40121'),
    it('Rimini', 'RN', '47921'),
    it('Firenze', 'FI', '50122'),
    it('Livorno', 'LI', '57123'),
    it('Roma', 'RM', '00184'),
    it('Napoli', 'NA', '80133'),
    it('Bari', 'BA', '70121'),
    it('Lecce', 'LE', '73100'),
    it('Palermo', 'PA', '90133'),
    it('Catania', 'CT', '95131'),
    it('Cagliari', 'CA', '09124'),
    it('Verona', 'VR', '37121'),
    it('Padova', 'PD', '35122'),
    it('Venezia', 'VE', '30121'),
    it('Trento', 'TN', '38122'),
    it('Udine', 'UD', '33100'),
    it('Trieste', 'TS', '34121'),
    it('Brescia', 'BS', '25121'),
    it('Bergamo', 'BG', '24121'),
    it('Como', 'CO', '22100'),
    it('Parma', 'PR', '43121'),
    it('Perugia', 'PG', '06121'),
    it('Pescara', 'PE', '65121'),
    it('Ancona', 'AN', '60121'),
    cz('Praha', 'Hlavní město Praha', '110 00'),
    cz('Brno', 'Jihomoravský kraj', '602 00'),
  ].map((place) => [place.city, place]),
);

/** Street names for Italian addresses. */
export const ITALIAN_STREETS = [
  'Via Roma',
  'Corso Italia',
  'Via Giuseppe Garibaldi',
  'Piazza della Repubblica',
  'Via Giuseppe Mazzini',
  'Viale dei Mille',
  'Via Cavour',
  'Corso Vittorio Emanuele II',
  'Via Dante Alighieri',
  'Via Alessandro Manzoni',
  'Lungomare Guglielmo Marconi',
  'Via della Stazione',
  'Via San Francesco',
  'Via dei Mercanti',
  'Viale Europa',
  'Via Giuseppe Verdi',
  'Piazza del Duomo',
  'Via XX Settembre',
  'Via Nazionale',
  'Via del Porto',
  'Via dell’Industria',
  'Via dell’Artigianato',
];

/** Street names for Czech addresses. */
export const CZECH_STREETS = ['Náměstí Míru', 'Vinohradská', 'Karlova', 'Masarykova', 'Husova', 'Dlouhá'];
