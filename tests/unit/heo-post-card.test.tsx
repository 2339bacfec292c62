// heo's list-card switches as a reader sees the card: cover on/off, the default cover for posts
// without one (HEO_POST_LIST_COVER_DEFAULT), hover enlarge, summary. The sample's posts all have
// covers, so the default-cover case is shown here rather than on the served site.
import { describe, expect, it, vi } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { readHeoSettings } from '@/themes/heo/config'
import type { PostCardData } from '@/lib/ui/post-cards'

vi.mock('server-only', () => ({}))
const { default: PostCard } = await import('@/themes/heo/components/PostCard')
const { cardOptions } = await import('@/themes/heo/components/PostGrid')

const post = (cover: string | null): PostCardData => ({
  id: 'p1',
  href: '/article/p1',
  title: '每天吃夠膳食纖維',
  summary: '一天二十五克，從早餐開始。',
  category: '飲食',
  tags: ['膳食纖維'],
  cover,
  icon: null,
  publishDay: '2026-01-02',
  locked: false,
})

const card = (env: Record<string, string>, cover: string | null) =>
  renderToStaticMarkup(<PostCard post={post(cover)} opts={cardOptions({ config: { SUB_PATH: '' } } as never, readHeoSettings(env))} themeQuery="" />)

describe('heo list-card switches', () => {
  it('a post without a cover gets the default cover, unless HEO_POST_LIST_COVER_DEFAULT is off', () => {
    expect(card({}, null)).toContain('src="/themes/heo/default-cover.svg"')
    expect(card({ HEO_POST_COVER_DEFAULT_IMAGE: '/files/plate.webp' }, null)).toContain('src="/files/plate.webp"')
    expect(card({ HEO_POST_LIST_COVER_DEFAULT: 'false' }, null)).not.toContain('<img')
    expect(card({ HEO_POST_LIST_COVER_DEFAULT: 'false' }, '/files/own.webp')).toContain('src="/files/own.webp"')
  })

  it('HEO_POST_LIST_COVER off drops every cover; hover enlarge and summary follow their switches', () => {
    expect(card({ HEO_POST_LIST_COVER: 'false' }, '/files/own.webp')).not.toContain('<img')
    expect(card({}, '/files/own.webp')).not.toContain('group-hover:scale-110')
    expect(card({ HEO_POST_LIST_COVER_HOVER_ENLARGE: 'true' }, '/files/own.webp')).toContain('group-hover:scale-110')
    expect(card({}, null)).toContain('一天二十五克')
    expect(card({ HEO_POST_LIST_SUMMARY: 'false' }, null)).not.toContain('一天二十五克')
  })
})
