import { bold, bullets, callout, h2, h3, numbered, p, postEn, subpage, table } from '../dsl'

// Translates scripts/sample/posts/members-meal-plan.ts, under the same password: the lock
// must hold in every language.

/** The locked post's secret: its body must never leave the server before the password is verified. */
export const SECRET_SENTENCE_EN = 'This secret meal plan can only be read after entering the password.'
/** Text of the locked post's sub-page: under the same lock as the post. */
export const SECRET_SUB_SENTENCE_EN = 'Members’ shopping list: this page, too, can only be read after entering the password.'
export const PASSWORD_EN = 'leafpress-2024'

export default postEn({
  title: 'Members Only: A Week of Healthy Meals',
  slug: 'members-meal-plan',
  date: '2026-01-18',
  category: 'Eating',
  tags: ['Weight loss', 'Breakfast'],
  icon: '🔒',
  summary: 'A seven-day meal plan designed by a dietitian, with a shopping list and a prep order. This post needs a password to read.',
  password: PASSWORD_EN,
  body: [
    p(SECRET_SENTENCE_EN),
    subpage('Members’ shopping list', '🛒', p(SECRET_SUB_SENTENCE_EN), bullets('A bag of oats', 'Two bottles of unsweetened soy milk', 'Five seasonal vegetables')),
    p('The plan is built around roughly 1,600 calories a day, for moderately active adults who want to lose weight gently. Every meal has vegetables, protein and whole grains; adjust the portions to how hungry you are.'),
    h2('Monday to Wednesday'),
    table({
      columns: ['day', 'breakfast', 'lunch', 'dinner'],
      widths: [80, 200, 200, 200],
      rows: [
        [['Day'], ['Breakfast'], ['Lunch'], ['Dinner']],
        [['Mon'], ['Oat and yogurt bowl'], ['Chicken breast and brown rice box'], ['Salmon, sweet potato, sautéed spinach']],
        [['Tue'], ['Whole-wheat egg crêpe'], ['Buckwheat noodle salad'], ['Tofu miso hot pot']],
        [['Wed'], ['Unsweetened soy milk, sweet potato'], ['Buffet: three vegetables and one meat'], ['Tomato and egg fried brown rice']],
      ],
    }),
    h2('Thursday to Sunday'),
    h3('Guidelines'),
    numbered('Thursday and Friday repeat the first three days, with a different fish or soy food.', 'At the weekend, one meal can be eaten out: order by the balanced plate method.', 'Two servings of fruit a day, one in the morning and one in the afternoon.'),
    callout('🛒', [bold('Shopping list'), ': oats, brown rice, sweet potatoes, chicken breast, salmon, firm tofu, eggs, spinach, broccoli, tomatoes, seasonal fruit.'], 'teal_background'),
    p('If you feel dizzy or very tired while following the plan, eat more of the staple foods and ask a professional for advice.'),
    p('Any meal can be swapped with another: trading Monday’s dinner for Wednesday’s does not change the overall balance of nutrients. What matters is enough vegetables, protein and whole grains every day, in steady portions.'),
    p('Do the prep on Sunday evening: cook three days of brown rice and refrigerate it in portions, brine and poach the chicken breast, and wash and drain the vegetables into boxes. On weekdays you only reheat the staple and the protein and blanch some greens: dinner in ten minutes.'),
  ],
})
