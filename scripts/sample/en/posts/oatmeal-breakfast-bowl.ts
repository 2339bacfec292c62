import { bold, callout, h2, numbered, p, postEn, todo } from '../dsl'

// Translates scripts/sample/posts/oatmeal-breakfast-bowl.ts.
export default postEn({
  title: 'A Five-Minute Oatmeal Breakfast Bowl',
  slug: 'oatmeal-breakfast-bowl',
  date: '2023-12-03',
  category: 'Recipes',
  tags: ['Breakfast', 'Fiber'],
  icon: '🥣',
  summary: 'Soak it the night before, then just add fruit and nuts in the morning. One bowl brings whole grains, protein and good fats, even on the busiest mornings.',
  body: [
    p('Always rushing at breakfast? Overnight oats are what I recommend most often to busy office workers. Oats are rich in soluble fiber and turn silky once soaked, and a spoonful of yogurt adds protein: a good way to start the day.'),
    h2('Ingredients (one serving)'),
    todo('40 g rolled oats', true),
    todo('100 g unsweetened yogurt', true),
    todo('100 ml low-fat milk or unsweetened soy milk', true),
    todo('Half a bowl of seasonal fruit and a small handful of plain nuts', false),
    h2('Method'),
    numbered(
      'Put the oats, yogurt and milk in a glass jar with a lid and stir well.',
      'Close the lid and leave it in the fridge overnight.',
      'In the morning, top with sliced fruit and nuts, and it is ready.',
    ),
    callout('🍯', ['For a little sweetness, use mashed banana or a touch of honey instead of sugar. ', bold('Never give honey to babies under one year old'), '.'], 'yellow_background'),
    p('If you prefer it warm, simmer the oats and milk together over low heat for three minutes. A hot bowl of porridge on a winter morning keeps you full until lunch.'),
    p('Change the fruit with the seasons: strawberries in spring, mango or blueberries in summer, apples and persimmons in autumn and winter. Swap the nuts for pumpkin seeds, sunflower seeds or a tablespoon of chia seeds for crunch and healthy fats.'),
    p('Make two or three jars at once and keep them in the fridge; eat them within two days. If you are watching your blood sugar, keep the oats at about 40 grams and choose less sweet fruit such as guava or berries.'),
  ],
})
