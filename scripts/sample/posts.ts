// Every sample post module. Add a new post by creating posts/<slug>.ts and listing it here.
import balancedPlateMethod from './posts/balanced-plate-method'
import bloodPressureSalt from './posts/blood-pressure-salt'
import bloodSugarSnacks from './posts/blood-sugar-snacks'
import breakfastSkipping from './posts/breakfast-skipping'
import calciumBoneHealth from './posts/calcium-bone-health'
import chickenBreastMealPrep from './posts/chicken-breast-meal-prep'
import cholesterolFacts from './posts/cholesterol-facts'
import coldNoodleSalad from './posts/cold-noodle-salad'
import colorectalCancerPrevention from './posts/colorectal-cancer-prevention'
import diabetesPlate from './posts/diabetes-plate'
import eggBreakfastIdeas from './posts/egg-breakfast-ideas'
import fattyLiverDiet from './posts/fatty-liver-diet'
import fiberDailyGuide from './posts/fiber-daily-guide'
import gutHealthFermented from './posts/gut-health-fermented'
import heartHealthyHabits from './posts/heart-healthy-habits'
import ironDeficiency from './posts/iron-deficiency'
import kitchenSink from './posts/kitchen-sink'
import lunarNewYearEating from './posts/lunar-new-year-eating'
import magnesiumSleep from './posts/magnesium-sleep'
import mediterraneanDietIntro from './posts/mediterranean-diet-intro'
import membersMealPlan from './posts/members-meal-plan'
import mushroomBrownRice from './posts/mushroom-brown-rice'
import oatmealBreakfastBowl from './posts/oatmeal-breakfast-bowl'
import omega3FishGuide from './posts/omega-3-fish-guide'
import plantProteinCombos from './posts/plant-protein-combos'
import proteinForSeniors from './posts/protein-for-seniors'
import pumpkinSoup from './posts/pumpkin-soup'
import readingNutritionLabels from './posts/reading-nutrition-labels'
import seasonalVegetablesAutumn from './posts/seasonal-vegetables-autumn'
import sleepAndFood from './posts/sleep-and-food'
import summerHydration from './posts/summer-hydration'
import tofuVegetableStirfry from './posts/tofu-vegetable-stirfry'
import vitaminCMyths from './posts/vitamin-c-myths'
import vitaminDWinter from './posts/vitamin-d-winter'
import weightLossMyths from './posts/weight-loss-myths'
import wholeGrainsGuide from './posts/whole-grains-guide'
import winterWarmDrinks from './posts/winter-warm-drinks'
import type { SamplePost } from './dsl'

export const POSTS: SamplePost[] = [
  balancedPlateMethod,
  bloodPressureSalt,
  bloodSugarSnacks,
  breakfastSkipping,
  calciumBoneHealth,
  chickenBreastMealPrep,
  cholesterolFacts,
  coldNoodleSalad,
  colorectalCancerPrevention,
  diabetesPlate,
  eggBreakfastIdeas,
  fattyLiverDiet,
  fiberDailyGuide,
  gutHealthFermented,
  heartHealthyHabits,
  ironDeficiency,
  kitchenSink,
  lunarNewYearEating,
  magnesiumSleep,
  mediterraneanDietIntro,
  membersMealPlan,
  mushroomBrownRice,
  oatmealBreakfastBowl,
  omega3FishGuide,
  plantProteinCombos,
  proteinForSeniors,
  pumpkinSoup,
  readingNutritionLabels,
  seasonalVegetablesAutumn,
  sleepAndFood,
  summerHydration,
  tofuVegetableStirfry,
  vitaminCMyths,
  vitaminDWinter,
  weightLossMyths,
  wholeGrainsGuide,
  winterWarmDrinks,
]
