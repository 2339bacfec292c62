// Every English sample post. Five translate a Chinese sample post (same slug, date and cover);
// english-only-meal-planning has no Chinese original.
import balancedPlateMethod from './posts/balanced-plate-method'
import bloodPressureSalt from './posts/blood-pressure-salt'
import englishOnlyMealPlanning from './posts/english-only-meal-planning'
import fiberDailyGuide from './posts/fiber-daily-guide'
import membersMealPlan from './posts/members-meal-plan'
import oatmealBreakfastBowl from './posts/oatmeal-breakfast-bowl'
import type { EnPost } from './dsl'

export const POSTS_EN: EnPost[] = [
  balancedPlateMethod,
  bloodPressureSalt,
  englishOnlyMealPlanning,
  fiberDailyGuide,
  membersMealPlan,
  oatmealBreakfastBowl,
]

/** The English post that translates no Chinese sample post. */
export const UNTRANSLATED_SLUG = 'english-only-meal-planning'
