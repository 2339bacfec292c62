import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { THEME_NAMES } from '@/lib/config/names'
import { ConfigError } from '@/lib/config/load'
import { parseColors, parseTracks, readWidgetSettings } from '@/lib/widgets/config'
import { burst, step } from '@/lib/widgets/sparks'
import { nextTrack } from '@/lib/widgets/MusicPlayer'
import { nextThemeName } from '@/lib/widgets/theme-cycle'
import { Widgets } from '@/lib/widgets/Widgets'
import zhCN from '@/locales/zh-CN'
import { renderSettled } from './render-settled'

// the widgets are lazy islands: their server HTML is there once their imports resolve
const render = (env: Record<string, string>, basePath = '') =>
  renderSettled(<Widgets strings={zhCN} settings={readWidgetSettings(env)} basePath={basePath} />)

describe('widget settings', () => {
  it('are all off by default except the chat widget, which has no bot id', () => {
    const s = readWidgetSettings({})
    expect([s.WIDGET_PET, s.WIDGET_MUSIC, s.WIDGET_FIREWORKS]).toEqual([false, false, false])
    expect([s.WIDGET_CHAT, s.WIDGET_CHAT_BOT_ID]).toEqual([true, ''])
    return expect(render({})).resolves.toBe('')
  })

  it('have the two sample tracks, which exist in public/music', () => {
    const tracks = parseTracks(readWidgetSettings({}).WIDGET_MUSIC_TRACKS)
    expect(tracks).toEqual([
      { name: '清晨的菜園', artist: 'Leafpress', url: '/music/morning-garden.wav' },
      { name: '午後的茶', artist: 'Leafpress', url: '/music/afternoon-tea.wav' },
    ])
    for (const t of tracks as Array<{ url: string }>) {
      const head = fs.readFileSync(path.join(process.cwd(), 'public', t.url)).subarray(0, 12).toString('latin1')
      expect(head).toMatch(/^RIFF....WAVE$/s)
    }
  })

  it('have four firework colour sets', () => {
    expect(parseColors(readWidgetSettings({}).WIDGET_FIREWORKS_COLORS)).toEqual([[255, 20, 97], [24, 255, 146], [90, 135, 255], [251, 243, 140]])
  })

  it('refuse values that cannot work, with the fix', () => {
    expect(() => readWidgetSettings({ WIDGET_MUSIC_TRACKS: '[{"name":"a"}]' })).toThrow(ConfigError)
    expect(() => readWidgetSettings({ WIDGET_MUSIC_TRACKS: 'song.mp3' })).toThrow(/WIDGET_MUSIC_TRACKS.*JSON/)
    expect(() => readWidgetSettings({ WIDGET_MUSIC_ORDER: 'shuffle' })).toThrow(/list, random/)
    expect(() => readWidgetSettings({ WIDGET_FIREWORKS_COLORS: '255,0;1,2,300' })).toThrow(/r,g,b/)
    expect(() => readWidgetSettings({ WIDGET_CHAT_BOT_ID: '<x>' })).toThrow(/WIDGET_CHAT_BOT_ID/)
  })
})

describe('Widgets', () => {
  it('renders the pet canvas, labelled as the theme switch when clicking switches themes', async () => {
    const html = await render({ WIDGET_PET: 'true' })
    expect(html).toBe(`<canvas id="leafpress-pet" width="280" height="250" class="leafpress-pet" data-testid="widget-pet" aria-label="${zhCN.MENU.THEME_SWITCH}" role="button"></canvas>`)
    expect(await render({ WIDGET_PET: 'true', WIDGET_PET_SWITCH_THEME: 'false' })).not.toContain('role="button"')
  })

  it("hands the pet island its model and script, and the chat island its server", () => {
    // the islands load these in the browser: read the props the server hands them
    const props = (env: Record<string, string>) => {
      const el = Widgets({ strings: zhCN, settings: readWidgetSettings(env), basePath: '' }) as { props: { children: Array<{ props: Record<string, unknown> } | false> } }
      return el.props.children.filter(Boolean).map((c) => (c as { props: Record<string, unknown> }).props)
    }
    const [pet] = props({ WIDGET_PET: 'true', WIDGET_PET_LINK: 'https://models.example.com/cat.json', WIDGET_PET_SCRIPT_URL: 'https://cdn.example.com/live2d.min.js' })
    expect(pet).toMatchObject({ model: 'https://models.example.com/cat.json', script: 'https://cdn.example.com/live2d.min.js' })
    const [chat] = props({ WIDGET_CHAT_BOT_ID: 'bot-123', WIDGET_CHAT_BASE_URL: 'https://chat.example.com/' })
    expect(chat).toEqual({ botId: 'bot-123', baseUrl: 'https://chat.example.com' })
  })

  it('renders the music player with the first track, nothing downloaded before play', async () => {
    const html = await render({ WIDGET_MUSIC: 'true' }, '/blog')
    expect(html).toContain('data-testid="widget-music"')
    expect(html).toContain('<audio src="/blog/music/morning-garden.wav" preload="none">')
    expect(html).toMatch(/aria-pressed="false" aria-label="清晨的菜園"/)
  })

  it('loads no chat script in the server HTML; the island loads it after idle', async () => {
    expect(await render({ WIDGET_CHAT_BOT_ID: 'bot-123' })).toBe('')
    expect(await render({ WIDGET_CHAT: 'false', WIDGET_CHAT_BOT_ID: 'bot-123' })).toBe('')
  })
})

describe('theme cycle', () => {
  it('goes through the 12 themes in order and wraps around', () => {
    expect(THEME_NAMES).toEqual(['example', 'fukasawa', 'gitbook', 'heo', 'hexo', 'landing', 'matery', 'medium', 'next', 'nobelium', 'plog', 'simple'])
    expect(nextThemeName('heo')).toBe('hexo')
    expect(nextThemeName('simple')).toBe('example')
    expect(nextThemeName('unknown')).toBe('example')
  })
})

describe('music order', () => {
  it('plays the list in order and wraps', () => {
    expect([0, 1].map((i) => nextTrack(i, 2, 'list'))).toEqual([1, 0])
  })

  it('shuffles without repeating the current track', () => {
    for (const r of [0, 0.5, 0.99]) {
      for (let cur = 0; cur < 4; cur++) expect(nextTrack(cur, 4, 'random', () => r)).not.toBe(cur)
    }
    expect(nextTrack(0, 1, 'random')).toBe(0)
  })
})

describe('fireworks', () => {
  it('bursts sparks of one colour set that fly out, fall and burn out', () => {
    let sparks = burst(100, 100, [[255, 20, 97], [24, 255, 146]], () => 0.5)
    expect(sparks.length).toBeGreaterThan(10)
    expect(new Set(sparks.map((s) => s.color.join()))).toEqual(new Set(['24,255,146']))
    const before = sparks[0]
    sparks = step(sparks, 0.1)
    expect(sparks[0].life).toBeLessThan(1)
    expect(Math.hypot(sparks[0].x - before.x, sparks[0].y - before.y)).toBeGreaterThan(0)
    for (let i = 0; i < 30; i++) sparks = step(sparks, 0.05)
    expect(sparks).toEqual([])
  })
})
