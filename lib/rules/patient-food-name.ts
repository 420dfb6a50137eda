/**
 * The name a patient reads for a food of her plan: the nutritionist's for this plan, else the catalogue's
 * name for the patient ('Ovo cozido'), else the catalogue's own name ('Ovo, de galinha, inteiro, cozido').
 */
export function patientFoodName(food: {
  patient_name?: string | null;
  foodstuff: { name: string; patient_name?: string | null };
}): string {
  return food.patient_name ?? food.foodstuff.patient_name ?? food.foodstuff.name;
}
