import { bold, bullets, callout, h2, numbered, p, postEn } from '../dsl'

// The one English post without a Chinese original: no Chinese sample post has this slug, so
// the site has no other language to offer for it. With no original to borrow a cover from, it
// takes the site cover (the English sample writes no files of its own).
export default postEn({
  title: 'Meal Planning for a Busy Week: A Sunday Routine',
  slug: 'english-only-meal-planning',
  date: '2026-03-08',
  category: 'Eating',
  tags: ['Vegetables', 'Protein'],
  icon: '🗓️',
  cover: '/files/site-cover.webp',
  summary: 'Half an hour on Sunday saves a week of “what’s for dinner?”. A simple routine for planning, shopping and prepping balanced meals ahead.',
  body: [
    p('Most unhealthy dinners are not a question of willpower but of timing: it is seven in the evening, everyone is hungry, and nothing is ready. A little planning at the weekend takes that decision off the table and makes the balanced choice the easy one.'),
    h2('Plan: five dinners, not seven'),
    p('Plan five dinners and leave two evenings free for leftovers or a meal out. Build each one on the plate method: half vegetables, a quarter protein and a quarter whole grains. Reuse ingredients across meals so nothing goes to waste.'),
    bullets(
      'Monday: a tray of roasted vegetables with chicken and brown rice',
      'Tuesday: the same vegetables in a tofu and egg fried rice',
      'Wednesday: a lentil and tomato soup with wholegrain bread',
      'Thursday: baked salmon, sweet potato and steamed greens',
      'Friday: a big noodle salad with whatever is left',
    ),
    h2('Shop with a list'),
    p('Write the list by section of the shop, so you walk each aisle only once. Buy hardy vegetables such as cabbage, carrots and broccoli for later in the week, and delicate greens for the first days.'),
    h2('Prep in thirty minutes'),
    numbered(
      [bold('Grains first'), ': put a large pot of brown rice or another whole grain on to cook.'],
      [bold('Roast while it cooks'), ': one tray of chopped vegetables and one of chicken or tofu.'],
      [bold('Wash and box'), ': wash the leafy greens, dry them well and store them with a paper towel.'],
    ),
    callout('🧊', 'Cooked grains and proteins keep for about three days in the fridge. Freeze the portions for Thursday and Friday, and move them to the fridge the night before.', 'blue_background'),
    p('The first week takes a little longer than thirty minutes. By the third, the routine runs almost by itself, and weeknight dinners take ten minutes to put together.'),
  ],
})
