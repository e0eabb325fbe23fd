/** The words that end a street's name, for the rules that read named places and addresses in lower-case text. */

/** Words that only name a street: "birch rd", "coldwater lane". */
export const CLEAR_STREET_TYPES = ['street', 'st', 'road', 'rd', 'lane', 'ln', 'avenue', 'ave', 'drive', 'crescent', 'terrace', 'mews', 'boulevard', 'blvd'];

/** British street words that are also everyday words ("no way", "in second place", "a dark place"): they need more around them. */
export const WORD_LIKE_STREET_TYPES = [
  'way', 'place', 'close', 'view', 'walk', 'rise', 'court', 'green', 'park', 'hill', 'row', 'square', 'gardens', 'grove', 'parade',
  'heights', 'meadows', 'fields', 'yard', 'wharf',
];
