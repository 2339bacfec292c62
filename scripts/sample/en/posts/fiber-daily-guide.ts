import { bold, bullets, h2, h3, link, numbered, p, postEn, quote, toc } from '../dsl'

// Translates scripts/sample/posts/fiber-daily-guide.ts.
export default postEn({
  title: 'How Much Fiber Do You Need a Day? A Simple Guide',
  slug: 'fiber-daily-guide',
  date: '2023-09-21',
  category: 'Nutrients',
  tags: ['Fiber', 'Vegetables', 'Featured'],
  icon: '🥦',
  summary: 'Most of us eat far less fiber than we should. The daily target, soluble versus insoluble fiber, and how to fit it into three meals a day, all in one place.',
  body: [
    toc(),
    p('Many people think they eat quite healthily, yet when they add up a whole day of meals they find their fiber intake falls well short of the recommendation. A typical takeaway lunch is white rice with something fried and a small corner of greens; a breakfast of white toast and milk tea has almost no fiber at all. Over time, sluggish digestion, blood sugar swings after meals and constant snacking can all be linked to it.'),
    h2('How much is enough'),
    p('Most adults should aim for about 25 to 35 grams a day, or roughly 14 grams for every 1,000 calories eaten. For an office worker eating 1,800 calories a day, that means about 25 grams. In everyday food:'),
    bullets(
      'A bowl of brown rice: about 3 g',
      'A serving of cooked dark leafy greens (about half a bowl): 2 to 3 g',
      'A medium guava: about 5 g',
      'A tablespoon of chia seeds: about 4 g',
    ),
    p('It does not look hard, but if all three meals are built on refined starch, a whole day may not even reach 10 grams.'),
    h2('Soluble and insoluble fiber have different jobs'),
    h3('Soluble fiber'),
    p('Oats, okra, wood ear mushrooms, apples and citrus fruit are rich in it. It forms a thick gel with water, slows the emptying of the stomach so blood sugar rises more gently, and helps lower blood cholesterol.'),
    h3('Insoluble fiber'),
    p('Found in the outer layers of whole grains, the stems of vegetables and the skins of beans. It works like a broom: it adds bulk and keeps the gut moving, and it is the main defence against constipation.'),
    quote('You need both kinds. Rather than worrying about the ratio, put more colours and more variety on your plate.'),
    p('Fiber helps beyond the gut, too. People who eat more of it have a lower risk of type 2 diabetes and heart disease, and because it keeps you full for longer, it quietly helps with weight control.'),
    h2('Three changes you can make today'),
    numbered(
      [bold('Swap half your staple'), ': mix a third of brown rice, oats or red quinoa into white rice; most people hardly notice.'],
      [bold('A fist of vegetables at every meal'), ': when eating out, order an extra side of blanched greens. It does more than any supplement.'],
      [bold('Eat fruit with the skin on'), ': wash apples and guavas well and eat them whole for noticeably more fiber.'],
    ),
    p('One last reminder: drink more water as you add fiber, or it can leave you more uncomfortable rather than less. Increase it a little each week so your gut bacteria can adjust. For more on the role of each nutrient, see the ',
      link('Health Promotion Administration', 'https://www.hpa.gov.tw/'), '’s daily food guide.'),
    p('If you have a sensitive gut, irritable bowel syndrome or are being treated for a bowel condition, the type and amount of fiber may need adjusting: talk to your doctor or a dietitian first.'),
  ],
})
