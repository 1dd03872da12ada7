export interface Verse {
  id: string;
  text: string;
  source: string;
  meaning: string;
}

/** Why It Matters: six Vedic verses on giving and building together, with their meanings. */
export const VERSES: readonly Verse[] = [
  {
    id: 'shatahasta',
    text: 'Śatahasta samāhara sahasrahasta saṅkira',
    source: 'Atharva Veda 3.24.5',
    meaning: 'Gather with a hundred hands, and give away with a thousand hands.',
  },
  {
    id: 'shraddhaya',
    text: 'Śraddhayā deyam, aśraddhayā adeyam',
    source: 'Taittirīya Upaniṣad 1.11.3',
    meaning: 'Give with faith; what is given without faith should not be given.',
  },
  {
    id: 'prniyat',
    text: 'Pṛṇīyād in nādhamānāya tavyān',
    source: 'Ṛg Veda 10.117.5',
    meaning: 'Let the one who has more give to the one who asks; wealth turns like the wheels of a chariot.',
  },
  {
    id: 'ishavasyam',
    text: 'Tena tyaktena bhuñjīthā mā gṛdhaḥ kasyasvid dhanam',
    source: 'Īśa Upaniṣad 1',
    meaning: 'Enjoy what is yours by letting go; do not covet, for whose is wealth?',
  },
  {
    id: 'sangacchadhvam',
    text: 'Saṃ gacchadhvaṃ saṃ vadadhvaṃ saṃ vo manāṃsi jānatām',
    source: 'Ṛg Veda 10.191.2',
    meaning: 'Walk together, speak together, let your minds be of one accord.',
  },
  {
    id: 'bhadrah-kratavah',
    text: 'Ā no bhadrāḥ kratavo yantu viśvataḥ',
    source: 'Ṛg Veda 1.89.1',
    meaning: 'Let noble thoughts come to us from every side.',
  },
];
