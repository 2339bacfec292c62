import { bold, bullets, callout, h2, p, postEn } from '../dsl'

// Translates scripts/sample/posts/balanced-plate-method.ts.
export default postEn({
  title: 'The Plate Method: A Balanced Meal at a Glance',
  slug: 'balanced-plate-method',
  date: '2023-10-15',
  category: 'Eating',
  tags: ['Featured', 'Weight loss', 'Vegetables'],
  icon: '🍽️',
  summary: 'Eat a balanced meal without counting calories. Divide your plate into sections so vegetables, protein and whole grains each have their place, at home or eating out.',
  body: [
    p('Counting calories is tedious and hard to keep up. All you really need is a plate about 23 centimetres across and a few simple proportions, and you will have a good grip on the nutrients in a meal.'),
    h2('How to divide the plate'),
    bullets(
      [bold('Half vegetables'), ': take turns with dark greens, orange and yellow, and purple ones, and serve more than you think you need.'],
      [bold('A quarter protein'), ': tofu, fish, eggs or skinless chicken, with beans, fish and eggs first.'],
      [bold('A quarter whole grains'), ': brown rice, sweet potato, pumpkin and corn all count.'],
    ),
    p('Add a piece of fruit and a glass of unsweetened milk or soy milk, and you have a fairly complete meal.'),
    h2('Eating out'),
    p('A self-service buffet is the easiest place to start: fill half the box with three vegetables, add one main dish that is not deep-fried, and ask for only half a bowl of rice. At a convenience store, try a salad with a tea egg and a roasted sweet potato.'),
    callout('💡', 'The order you eat in helps too: vegetables first, then protein, and starch last. Blood sugar after the meal is usually steadier.', 'teal_background'),
    h2('Common questions'),
    p('“Won’t I still be hungry?” Vegetables are bulky and full of fiber, and with enough protein you often stay full longer than after a big bowl of white rice. If you do feel hungry at first, add a little more whole grain and adjust from there.'),
    h2('Tips for cooking at home'),
    p('When cooking at home, choose the vegetables first, then the main dish, and the staple last. If you have sweet potato leaves and cabbage today, steam a fish for the main and serve brown rice. That order makes sure the vegetables are never forgotten.'),
    p('The plate method does not need to be perfect. Choices are sometimes limited when eating out; getting it about eighty percent right most of the time is already a very good habit.'),
  ],
})
