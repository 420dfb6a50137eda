// The plan builder's allergen warning: a simple word match, stated as such to the nutritionist. A food
// matches an allergen when every word of the allergen is a word of the food's name, ignoring accents and
// case ("Amendoim" matches "Pasta de amendoim integral"; "leite" does not match "leiteira"). It cannot know
// that "whey" is milk: the warning says it is a word match and no more.

/** Lower-case words without accents; anything but letters and digits separates them. */
export function toPlainWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The recorded allergens (allergies and intolerances) whose words all appear in the food's name. */
export function findMatchingAllergens(foodName: string, allergens: readonly string[]): string[] {
  const words = new Set(toPlainWords(foodName));
  return allergens.filter((allergen) => {
    const wanted = toPlainWords(allergen);
    return wanted.length > 0 && wanted.every((word) => words.has(word));
  });
}
