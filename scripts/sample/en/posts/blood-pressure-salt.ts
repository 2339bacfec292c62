import { bold, bullets, callout, h2, h3, p, postEn, table } from '../dsl'

// Translates scripts/sample/posts/blood-pressure-salt.ts.
export default postEn({
  title: 'Less Salt, Same Flavour: Eating for Healthy Blood Pressure',
  slug: 'blood-pressure-salt',
  date: '2024-01-12',
  category: 'Prevention',
  tags: ['Heart', 'Featured'],
  icon: '🧂',
  summary: 'Too much sodium is a major driver of high blood pressure. Learn where salt hides in processed food, and a few ways to keep low-salt cooking full of flavour.',
  body: [
    p('High blood pressure is often called the “silent killer”: it rarely has obvious symptoms, yet over the years it slowly damages the blood vessels, the heart and the kidneys. Besides regular exercise, a healthy weight and not smoking, the first thing worth changing in your diet is how much sodium you eat.'),
    h2('How much salt do we eat?'),
    p('Adults are generally advised to keep sodium under 2,400 mg a day, about 6 grams of salt, or a little more than a teaspoon. The catch is that most sodium does not come from the salt we sprinkle ourselves: it hides in processed food and in the sauces of restaurant meals.'),
    table({
      columns: ['food', 'na', 'note'],
      widths: [200, 140, 260],
      rows: [
        [['Food'], ['Sodium (approx.)'], ['Note']],
        [['A bowl of noodle soup (with broth)'], ['2,000 mg'], ['Drink only half the broth to cut a lot']],
        [['Two slices of ham'], ['500 mg'], ['Processed meats are generally salty']],
        [['A bag of potato chips'], ['300 mg'], ['May not taste salty, but it adds up']],
        [['A tablespoon of soy sauce'], ['1,000 mg'], ['Use a low-sodium kind, or less']],
      ],
    }),
    h2('Lessons from the DASH diet'),
    p('The DASH diet (Dietary Approaches to Stop Hypertension) is built on plenty of vegetables, fruit and whole grains and low-fat dairy, with less red meat, sweets and sugary drinks. The potassium, magnesium and fiber in vegetables and fruit help balance the effect of sodium on blood pressure.'),
    callout('⚠️', ['People with reduced kidney function may need to limit potassium: ', bold('talk to your doctor or dietitian'), ' before changing your diet.'], 'red_background'),
    h2('Making low-salt food taste good'),
    h3('Use natural aromas'),
    bullets('Spring onion, ginger, garlic, onion, Thai basil, coriander', 'Lemon juice, vinegar, citrus zest', 'Pepper, Sichuan pepper, curry powder, cinnamon'),
    h3('Change how you cook'),
    p('Roasting and pan-frying bring out a food’s own browned flavour, so it needs less seasoning than boiling. Season just before serving: the salt stays on the surface where the tongue tastes it, so you naturally use less.'),
    h3('Small habits when eating out'),
    p('Ask for sauces on the side, leave some of the soup, and order fewer pickled and processed dishes. These small changes, added up over a month, may help your blood pressure more than you expect.'),
    p('Taste can be trained. Food seems bland when you first cut back on salt, but after two or three weeks your palate adjusts, and the takeaway food you used to eat starts to taste too salty. If you take blood pressure medicine, never stop it on your own because your readings improve: discuss any change with your doctor.'),
  ],
})
