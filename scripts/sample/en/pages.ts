// The English sample's rows that are not posts: the About page, one notice and one menu row
// (the same forms as ../pages.ts). No Draft or Invisible rows: the Chinese sample covers those.
import { bold, bullets, callout, h2, link, p, type RowSpec } from './dsl'

export const aboutPageEn: RowSpec = {
  title: 'About',
  type: 'Page',
  status: 'Published',
  slug: 'about',
  summary: 'Eat Well, Live Well is a small site about healthy eating and everyday nutrition.',
  icon: '🌿',
  date: '2023-09-20',
  cover: '/files/site-cover.webp',
  body: [
    p('Hello, and welcome to Eat Well, Live Well. Here we gather practical notes on everyday eating, nutrients, disease prevention and simple recipes, hoping to make eating well feel a little easier.'),
    h2('What we believe'),
    bullets('There are no miracle foods, only good habits kept over time', 'Food can be both tasty and healthy', 'Information should be clear and well sourced, and say where it stops'),
    h2('Contact'),
    p('Ideas, corrections or topics you would like to read about are always welcome: ', link('hello@example.com', 'mailto:hello@example.com'), '.'),
    callout('⚕️', [bold('Disclaimer'), ': the content of this site is general health information only and does not replace the diagnosis and advice of a doctor, dietitian or other professional.'], 'gray_background'),
  ],
}

export const noticesEn: RowSpec[] = [
  { key: 'notice-meal-plan', title: 'New for members: a week of healthy meals', type: 'Notice', status: 'Published', slug: '/article/members-meal-plan', date: '2026-01-18' },
]

export const menusEn: RowSpec[] = [
  { key: 'menu-about', title: 'About', type: 'Menu', status: 'Published', slug: '/about', icon: '🌿' },
]
