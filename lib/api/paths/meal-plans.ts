// Meal plans, their substitutions, and a nutritionist's templates and recent foods.
import { route } from './build';

export const mealPlanPaths = {
  nutritionistMealPlanTemplates: route('/v1/nutritionists/:id/meal-plan-templates'),
  nutritionistRecentFoodstuffs: route('/v1/nutritionists/:id/recent-foodstuffs'),
  nutritionistMealPlanTemplate: route('/v1/nutritionists/:id/meal-plan-templates/:templateId'),
  mealPlans: route('/v1/meal-plans'),
  mealPlan: route('/v1/meal-plans/:id'),
  mealPlanVersions: route('/v1/meal-plans/:id/versions'),
  mealPlanSubstitutions: route('/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions'),
  mealPlanSubstitution: route('/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId'),
} as const;
