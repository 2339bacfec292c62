// One block family at a time: the HTML each renderer produces for small record maps.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildMap, renderBlocks, renderMap, textOf, uid } from './render-test-utils'
import { stackBelow } from '@/lib/render/blocks/columns'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const compact = (id: string) => id.replace(/-/g, '')

describe('page', () => {
  it('renders cover (positioned), icon, title and page formats', async () => {
    const { map, pageId } = buildMap({
      type: 'page',
      title: 'My page',
      format: {
        page_icon: 'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/a/icon.png',
        page_cover: '/images/page-cover/gradients_11.jpg',
        page_cover_position: 0.6,
        page_full_width: true,
        page_small_text: true,
      },
      children: [{ type: 'text', title: 'Body' }],
    })
    const html = await renderMap(map, pageId)
    expect(html).toContain('<h1 class="notion-title">My page</h1>')
    expect(html).toContain('notion-full-width')
    expect(html).toContain('notion-small-text')
    // Notion's relative covers are made absolute and go through mapImageUrl, like uploaded icons.
    expect(html).toContain(`/_img?u=${encodeURIComponent('https://www.notion.so/images/page-cover/gradients_11.jpg')}`)
    expect(html).toContain(`/_img?u=${encodeURIComponent('https://s3-us-west-2.amazonaws.com/secure.notion-static.com/a/icon.png')}`)
    expect(html).toContain('object-position:center 40%')
    expect(html).toContain('data-state="NotAsked"')
  })

  it('defaults the cover position to the middle and can leave the header to the theme', async () => {
    const { map, pageId } = buildMap({ type: 'page', title: 'T', format: { page_cover: 'https://example.com/c.jpg', page_icon: '🌿' } })
    expect(await renderMap(map, pageId)).toContain('object-position:center 50%')
    expect(await renderMap(map, pageId)).toContain('🌿')
    expect(await renderMap(map, pageId, { pageHeader: false })).not.toContain('notion-title')
  })
})

describe('text blocks', () => {
  it('renders paragraphs with block colours, quotes, dividers and blank lines', async () => {
    const html = await renderBlocks([
      { type: 'text', title: 'Hello', format: { block_color: 'red_background' } },
      { type: 'text' },
      { type: 'quote', title: 'Quoted' },
      { type: 'divider' },
    ])
    expect(html).toMatch(/<div class="notion-text notion-red_background notion-block-\w+">Hello<\/div>/)
    expect(html).toContain('notion-blank')
    expect(html).toMatch(/<blockquote class="notion-quote[^"]*">Quoted<\/blockquote>/)
    expect(html).toMatch(/<hr class="notion-hr/)
  })

  it('gives headings the block id (no dashes) as anchor', async () => {
    const id = uid()
    const html = await renderBlocks([{ id, type: 'header', title: 'Top' }, { type: 'sub_header', title: 'Mid' }, { type: 'sub_sub_header', title: 'Low' }])
    expect(html).toContain(`<h2 id="${compact(id)}" class="notion-h notion-h1`)
    expect(html).toMatch(/<h3 id="\w{32}" class="notion-h notion-h2/)
    expect(html).toMatch(/<h4 id="\w{32}" class="notion-h notion-h3/)
  })

  it('renders toggleable headings as <details>', async () => {
    const html = await renderBlocks([{ type: 'sub_header', title: 'Open me', format: { toggleable: true }, children: [{ type: 'text', title: 'Inside' }] }])
    expect(html).toMatch(/<details class="notion-toggle notion-h-toggle[^"]*"><summary><h2 id="\w{32}" class="notion-h notion-h2[^>]*><span class="notion-h-title">Open me<\/span><\/h2><\/summary>/)
    expect(html).toContain('Inside')
  })

  it('renders callouts with their icon, toggles and to-dos', async () => {
    const html = await renderBlocks([
      { type: 'callout', title: 'Note', format: { page_icon: '💡', block_color: 'yellow_background' }, children: [{ type: 'text', title: 'child' }] },
      { type: 'toggle', title: 'More', children: [{ type: 'text', title: 'hidden' }] },
      { type: 'to_do', title: 'Done', properties: { checked: [['Yes']] } },
      { type: 'to_do', title: 'Open' },
    ])
    expect(html).toMatch(/notion-callout notion-yellow_background/)
    expect(html).toContain('💡')
    expect(html).toMatch(/<details class="notion-toggle[^"]*"><summary>More<\/summary>/)
    expect(html).toContain('notion-to-do-checked')
    expect(html).toMatch(/<input class="notion-property-checkbox" type="checkbox"[^>]* checked=""/)
    expect(textOf(html)).toContain('Open')
  })
})

describe('lists', () => {
  it('numbers consecutive items as one list across nested levels', async () => {
    const html = await renderBlocks([
      { type: 'numbered_list', title: 'First' },
      { type: 'numbered_list', title: 'Second' },
      {
        type: 'numbered_list',
        title: 'Third',
        children: [
          { type: 'numbered_list', title: 'Nested A' },
          { type: 'numbered_list', title: 'Nested B', children: [{ type: 'numbered_list', title: 'Deep' }] },
        ],
      },
      { type: 'numbered_list', title: 'Fourth' },
    ])
    // One top-level <ol> holds all four items (so the browser numbers them 1–4) ...
    const top = html.match(/<ol class="notion-list notion-list-numbered notion-list-depth-0">/g)
    expect(top).toHaveLength(1)
    const topLevel = html.replace(/<ol class="notion-list notion-list-numbered notion-list-depth-1">.*?<\/ol><\/li><\/ol>/, '')
    expect(topLevel.match(/notion-list-item-text">(First|Second|Third|Fourth)</g)).toHaveLength(4)
    // ... nested levels restart in their own lists, styled a. then i.
    expect(html).toMatch(/Third<\/div><ol class="notion-list notion-list-numbered notion-list-depth-1"><li[^>]*><div class="notion-list-item-text">Nested A/)
    expect(html).toMatch(/Nested B<\/div><ol class="notion-list notion-list-numbered notion-list-depth-2"><li[^>]*><div class="notion-list-item-text">Deep/)
    expect(html.indexOf('Fourth')).toBeGreaterThan(html.indexOf('Deep'))
    expect(html).not.toContain('start=')
  })

  it('starts a new list after another block, and honours list_start_index', async () => {
    const html = await renderBlocks([
      { type: 'numbered_list', title: 'a' },
      { type: 'text', title: 'break' },
      { type: 'numbered_list', title: 'b', format: { list_start_index: 5 } },
      { type: 'bulleted_list', title: 'c' },
    ])
    expect(html.match(/<ol /g)).toHaveLength(2)
    expect(html).toContain('<ol class="notion-list notion-list-numbered notion-list-depth-0" start="5">')
    expect(html).toContain('<ul class="notion-list notion-list-disc notion-list-depth-0">')
  })
})

describe('columns', () => {
  it('sizes columns by ratio after the gaps', async () => {
    const html = await renderBlocks([
      {
        type: 'column_list',
        children: [
          { type: 'column', format: { column_ratio: 0.25 }, children: [{ type: 'text', title: 'left' }] },
          { type: 'column', format: { column_ratio: 0.75 }, children: [{ type: 'text', title: 'right' }] },
        ],
      },
    ])
    expect(html).toContain('style="width:calc((100% - 1 * min(32px, 4vw)) * 0.25)"')
    expect(html).toContain('style="width:calc((100% - 1 * min(32px, 4vw)) * 0.75)"')
    expect(html.indexOf('left')).toBeLessThan(html.indexOf('right'))
  })

  it('splits evenly when ratios are missing', async () => {
    const html = await renderBlocks([{ type: 'column_list', children: [{ type: 'column' }, { type: 'column' }, { type: 'column' }] }])
    expect(html.match(/width:calc\(\(100% - 2 \* min\(32px, 4vw\)\) \* 0.333333\)/g)).toHaveLength(3)
  })

  it('stacks a row below the width that gives its narrowest column 160px', async () => {
    const row = (ratios: number[]) =>
      renderBlocks([{ type: 'column_list', children: ratios.map((r) => ({ type: 'column', format: { column_ratio: r }, children: [{ type: 'text', title: 'x' }] })) }])
    expect(await row([0.5, 0.5])).toContain('notion-row notion-row-stack-640 ') // 352px needed
    expect(await row([0.5, 0.25, 0.25])).toContain('notion-row-stack-800 ') // 704px
    expect(await row([0.2, 0.2, 0.2, 0.2, 0.2])).toContain('notion-row-stack-960 ') // 928px
    expect(await row([0.1, 0.9])).toContain('notion-row-stack-always ') // 1632px
    expect(stackBelow([0.3, 0.3, 0.4])).toBe(640)
  })
})

describe('simple tables', () => {
  it('follows the column order, widths (120 by default) and header settings', async () => {
    const html = await renderBlocks([
      {
        type: 'table',
        format: {
          table_block_column_order: ['b', 'a'],
          table_block_column_format: { b: { width: 200, color: 'red' } },
          table_block_column_header: true,
        },
        children: [
          { type: 'table_row', properties: { a: [['A1']], b: [['B1']] } },
          { type: 'table_row', properties: { a: [['A2']], b: [['B2', [['b']]]] } },
        ],
      },
    ])
    expect(html.indexOf('B1')).toBeLessThan(html.indexOf('A1'))
    expect(html.indexOf('B2')).toBeLessThan(html.indexOf('A2'))
    expect(html).toMatch(/<th scope="col" class="notion-simple-table-cell notion-red" style="width:200px">B1<\/th>/)
    expect(html).toMatch(/<td class="notion-simple-table-cell" style="width:120px">A2<\/td>/)
    // the table keeps those widths (their sum), scrolling in its wrapper when the space is narrower
    expect(html).toContain('<table class="notion-simple-table" style="width:320px">')
    expect(html).toContain('<strong>B2</strong>')
  })
})

describe('code and equations', () => {
  it('highlights code with shiki (dual themes) and shows the language and a copy button', async () => {
    const html = await renderBlocks([{ type: 'code', title: 'const answer = 42', properties: { language: [['TypeScript']] } }])
    expect(html).toContain('<span class="notion-code-language">TypeScript</span>')
    expect(html).toContain('class="shiki shiki-themes github-light github-dark"')
    expect(html).toContain('--shiki-dark:')
    expect(html).toContain('notion-code-copy')
    expect(textOf(html)).toContain('const answer = 42')
  })

  it('shows unknown languages as plain text, escaped', async () => {
    const html = await renderBlocks([{ type: 'code', title: '<b>hi</b>', properties: { language: [['Klingon']] } }])
    expect(html).toContain('Klingon')
    expect(textOf(html)).toContain('<b>hi</b>')
    expect(html).not.toContain('<b>hi</b>')
  })

  it('renders block equations with katex and no script', async () => {
    const html = await renderBlocks([{ type: 'equation', title: '\\frac{a}{b} + \\sqrt{2}' }, { type: 'equation', title: '\\href{javascript:alert(1)}{x}' }])
    expect(html).toContain('notion-equation-block')
    expect(html).toContain('katex-display')
    expect(html).toContain('class="katex"')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/href="javascript/i)
  })
})

describe('images and media', () => {
  it('maps Notion-hosted images, reserves their box and adds a noscript copy', async () => {
    const src = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/photo.png'
    const html = await renderBlocks([
      { type: 'image', properties: { source: [[src]], caption: [['A photo']] }, format: { block_width: 400, block_aspect_ratio: 0.5 } },
    ])
    expect(html).toContain(`/_img?u=${encodeURIComponent(src)}`)
    expect(html).toContain('style="aspect-ratio:2"')
    expect(html).toContain('style="width:min(100%, 400px)"')
    expect(html).toMatch(/<noscript><img class="notion-noscript-img" src="[^"]+" alt="A photo" width="400" height="200"/)
    expect(html).toContain('<figcaption class="notion-asset-caption">A photo</figcaption>')
  })

  it('keeps other hosts as they are and refuses unsafe sources', async () => {
    const html = await renderBlocks([
      { type: 'image', properties: { source: [['https://images.example.com/a.jpg']] } },
      { type: 'image', properties: { source: [['javascript:alert(1)']] } },
      { type: 'image', properties: { source: [['data:image/png;base64,AAAA']] } },
    ])
    expect(html).toContain('src="https://images.example.com/a.jpg"')
    expect(html).not.toMatch(/javascript|data:image/)
  })

  it('sends attachment: URLs to mapImageUrl with their block', async () => {
    const mapImageUrl = vi.fn((url: string) => `/img/${encodeURIComponent(url)}`)
    const id = uid()
    await renderBlocks([{ id, type: 'image', properties: { source: [['attachment:abc:photo.jpg']] } }], { mapImageUrl })
    expect(mapImageUrl).toHaveBeenCalledWith('attachment:abc:photo.jpg', expect.objectContaining({ id }))
  })

  it('links a caption that is a URL or an internal page path', async () => {
    const id = '0123456789abcdef0123456789abcdef'
    const html = await renderBlocks([
      { type: 'image', properties: { source: [['https://e.com/a.png']], caption: [['https://example.com/source']] } },
      { type: 'image', properties: { source: [['https://e.com/b.png']], caption: [[`/${id}`]] } },
      { type: 'image', properties: { source: [['https://e.com/c.png']], caption: [['javascript:alert(1)']] } },
    ])
    expect(html).toContain('<a class="notion-link" href="https://example.com/source" target="_blank"')
    expect(html).toContain(`<a class="notion-link" href="/p/${id}">/${id}</a>`)
    expect(html).not.toMatch(/href="javascript/)
  })

  it('plays audio and direct video files natively without preloading', async () => {
    const html = await renderBlocks([
      { type: 'audio', properties: { source: [['https://s3-us-west-2.amazonaws.com/secure.notion-static.com/x/a.mp3']] } },
      { type: 'video', properties: { source: [['https://cdn.example.com/clip.mp4']] } },
    ])
    expect(html).toMatch(/<audio controls="" preload="none" src="\/_img\?u=/)
    expect(html).toMatch(/<video class="notion-video" controls="" preload="none" playsInline="" src="https:\/\/cdn.example.com\/clip.mp4"/i)
  })

  it('shows files and PDFs as cards with name and size linking to the mapped file', async () => {
    const src = 'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/f/Report%202024.pdf?X-Amz=1'
    const html = await renderBlocks([
      { type: 'file', title: 'Resume.pdf', properties: { source: [[src]], size: [['1605.6KB']] } },
      { type: 'pdf', properties: { source: [[src]] } },
    ])
    expect(html).toContain('<span class="notion-file-title">Resume.pdf</span>')
    expect(html).toContain('<span class="notion-file-size">1605.6KB</span>')
    expect(html).toContain('<span class="notion-file-title">Report 2024.pdf</span>')
    expect(html).toContain(`href="/_img?u=${encodeURIComponent(src)}"`)
  })
})

describe('embeds', () => {
  it('draws a card with a load button and makes no third-party request', async () => {
    const html = await renderBlocks([
      { type: 'embed', properties: { source: [['https://open.spotify.com/playlist/1']] }, format: { display_source: 'https://open.spotify.com/embed/playlist/1', link_title: 'Study mix' } },
      { type: 'maps', properties: { source: [['https://www.google.com/maps/embed?pb=1']] } },
      { type: 'video', properties: { source: [['https://www.youtube.com/watch?v=dQw4w9WgXcQ']] } },
      { type: 'figma', properties: { source: [['https://www.figma.com/file/abc']] } },
    ])
    expect(html).not.toContain('<iframe')
    expect(html).toContain('<span class="notion-embed-title">Study mix</span>')
    expect(html).toContain('>open.spotify.com</a>')
    expect(html).toContain('<button type="button" class="notion-embed-load">Load embed</button>')
    expect(html).toContain('Load map')
    expect(html).toContain('Load video')
    expect(html).not.toMatch(/<img[^>]+(spotify|youtube|figma|google)/)
  })

  it('titles a tweet "Post on X" with its author, never its id, and links to the tweet', async () => {
    const html = await renderBlocks([
      { type: 'tweet', properties: { source: [['https://twitter.com/jack/status/20?s=20']] } },
      { type: 'tweet', properties: { source: [['https://x.com/i/web/status/1234567890']] } },
    ])
    expect(html.match(/<span class="notion-embed-title">Post on X<\/span>/g)).toHaveLength(2)
    expect(html.match(/<span class="notion-embed-detail">[^<]*<\/span>/g)).toEqual(['<span class="notion-embed-detail">@jack</span>'])
    expect(html).not.toMatch(/id 20|1234567890</)
    expect(html).toContain('href="https://twitter.com/jack/status/20?s=20"')
  })

  it('turns javascript: and data: sources into neither links nor frames', async () => {
    const html = await renderBlocks([
      { type: 'embed', properties: { source: [['javascript:alert(1)']] } },
      { type: 'embed', properties: { source: [['data:text/html,<script>alert(1)</script>']] } },
    ])
    expect(html).not.toMatch(/javascript|data:|<script|<iframe|notion-embed-load/)
  })

  it('offers no frame for plain-http embeds, only the link', async () => {
    const html = await renderBlocks([{ type: 'embed', properties: { source: [['http://insecure.example.com/widget']] } }])
    expect(html).not.toContain('notion-embed-load')
    expect(html).toContain('href="http://insecure.example.com/widget"')
  })

  it('describes Google Drive files from drive_properties', async () => {
    const html = await renderBlocks([
      {
        type: 'drive',
        format: { drive_properties: { url: 'https://drive.google.com/file/d/abc/view', title: 'Plan.pdf', file_id: 'abc', user_name: 'Ann', modified_time: 1597176769000 } },
      },
    ])
    expect(html).toContain('Plan.pdf')
    expect(html).toContain('Ann · Aug 11, 2020')
    expect(html).toContain('Load file')
  })
})

describe('links to pages', () => {
  it('renders sub-pages as links with icon and title, never their content', async () => {
    const sub = uid()
    const html = await renderBlocks([{ id: sub, type: 'page', title: 'Sub page', format: { page_icon: '📄' }, children: [{ type: 'text', title: 'secret body' }] }])
    expect(html).toMatch(new RegExp(`<a class="notion-page-link[^"]*" href="/p/${compact(sub)}">.*📄.*Sub page.*</a>`))
    expect(html).not.toContain('secret body')
  })

  it('renders an alias as a link to its target, and nothing for a missing target', async () => {
    const target = uid()
    const { map, pageId } = buildMap({
      type: 'page',
      children: [
        { type: 'alias', format: { alias_pointer: { id: target } } },
        { type: 'alias', format: { alias_pointer: { id: uid() } } },
      ],
    })
    Object.assign(map.block, buildMap({ id: target, type: 'page', title: 'Elsewhere', format: { page_icon: '🧭' } }).map.block)
    const html = await renderMap(map, pageId, { pageHeader: false })
    expect(html).toContain(`href="/p/${compact(target)}"`)
    expect(html).toContain('Elsewhere')
    expect(html.match(/notion-page-link/g)).toHaveLength(1)
  })

  it('renders a bookmark card', async () => {
    const html = await renderBlocks([
      {
        type: 'bookmark',
        title: 'GitHub',
        properties: { link: [['https://github.com']], description: [['Where code lives']] },
        format: { bookmark_icon: 'https://github.com/favicon.ico', bookmark_cover: 'https://github.githubassets.com/og.png' },
      },
    ])
    expect(html).toMatch(/<a class="notion-bookmark" href="https:\/\/github.com" target="_blank"/)
    expect(html).toContain('Where code lives')
    expect(html).toContain('loading="lazy"')
  })
})

describe('synced blocks, external objects, table of contents', () => {
  it('renders a reference with the content of its container', async () => {
    const container = uid()
    const html = await renderBlocks([
      { id: container, type: 'transclusion_container', children: [{ type: 'text', title: 'Shared footer' }] },
      { type: 'transclusion_reference', format: { transclusion_reference_pointer: { id: container } } },
    ])
    expect(html.match(/Shared footer/g)).toHaveLength(2)
  })

  it('shows GitHub external objects only', async () => {
    const html = await renderBlocks([
      {
        type: 'external_object_instance',
        format: { domain: 'github.com', original_url: 'https://github.com/NotionX/react-notion-x', attributes: [{ id: 'title', values: ['react-notion-x'] }] },
      },
      { type: 'external_object_instance', format: { domain: 'slack.com', original_url: 'https://slack.com/x' } },
    ])
    expect(html).toContain('href="https://github.com/NotionX/react-notion-x"')
    expect(html).toContain('react-notion-x')
    expect(html).not.toContain('slack')
  })

  it('renders options.toc in the table_of_contents block, or the computed one', async () => {
    const given = await renderBlocks([{ type: 'table_of_contents' }], { toc: [{ id: 'abc', type: 'header', text: 'Given', indentLevel: 0 }] })
    expect(given).toContain('<a href="#abc" class="notion-table-of-contents-item notion-table-of-contents-item-indent-level-0">')
    const h = uid()
    const computed = await renderBlocks([{ type: 'table_of_contents' }, { id: h, type: 'sub_header', title: 'Computed' }])
    expect(computed).toContain(`href="#${compact(h)}"`)
    expect(computed).toContain(`id="${compact(h)}"`)
  })
})

describe('databases', () => {
  function database(viewType: string, viewFormat: Record<string, unknown>, queryShape: 'blockIds' | 'groups' = 'blockIds') {
    const collectionId = uid()
    const viewId = uid()
    const rows = [uid(), uid()]
    const rowBlocks = Object.fromEntries(
      rows.map((id, i) => [
        id,
        {
          role: 'reader',
          value: {
            id,
            type: 'page',
            alive: true,
            parent_id: collectionId,
            parent_table: 'collection',
            format: i === 0 ? { page_icon: '🍎' } : {},
            properties: {
              title: [[i === 0 ? 'Apple' : 'Banana']],
              sel: [[i === 0 ? 'fruit' : 'yellow']],
              tags: [['a,b']],
              num: [['1234.5']],
              done: [[i === 0 ? 'Yes' : 'No']],
              link: [['https://example.com']],
              when: [['‣', [['d', { type: 'date', start_date: '2024-03-05' }]]]],
            },
          },
        },
      ]),
    )
    const { map, pageId } = buildMap(
      { type: 'page', children: [{ type: 'collection_view', collection_id: collectionId, view_ids: [viewId] }] },
      {
        block: rowBlocks as never,
        collection: {
          [collectionId]: {
            role: 'reader',
            value: {
              id: collectionId,
              name: [['Fruits']],
              schema: {
                title: { name: 'Name', type: 'title' },
                sel: { name: 'Kind', type: 'select', options: [{ id: '1', value: 'fruit', color: 'green' }, { id: '2', value: 'yellow', color: 'yellow' }] },
                tags: { name: 'Tags', type: 'multi_select', options: [{ id: '3', value: 'a', color: 'red' }] },
                num: { name: 'Price', type: 'number', number_format: 'dollar' },
                done: { name: 'Done', type: 'checkbox' },
                link: { name: 'Link', type: 'url' },
                when: { name: 'When', type: 'date' },
              },
            },
          },
        } as never,
        collection_view: { [viewId]: { role: 'reader', value: { id: viewId, type: viewType, format: viewFormat } } } as never,
        collection_query: {
          [collectionId]: {
            [viewId]: queryShape === 'blockIds' ? { blockIds: rows } : { collection_group_results: { type: 'results', blockIds: rows, hasMore: false } },
          },
        } as never,
      },
    )
    return { map, pageId, rows }
  }

  it('renders a table view with the view property order and typed values', async () => {
    const { map, pageId, rows } = database('table', {
      table_properties: [
        { property: 'num', visible: true, width: 90 },
        { property: 'title', visible: true },
        { property: 'sel', visible: true },
        { property: 'tags', visible: true },
        { property: 'done', visible: true },
        { property: 'link', visible: true },
        { property: 'when', visible: true },
        { property: 'hidden', visible: false },
      ],
    })
    const html = await renderMap(map, pageId, { pageHeader: false })
    const headers = [...html.matchAll(/<th class="notion-table-th"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])
    expect(headers).toEqual(['Price', 'Name', 'Kind', 'Tags', 'Done', 'Link', 'When'])
    expect(html).toContain('style="width:90px"')
    expect(html).toContain('$1,234.50')
    expect(html).toContain(`href="/p/${compact(rows[0])}"`)
    expect(html).toContain('🍎')
    expect(html).toMatch(/notion-property-select-item notion-green_background">fruit</)
    expect(html).toMatch(/notion-property-select-item notion-red_background">a</)
    expect(html).toMatch(/notion-property-select-item notion-default_background">b</)
    expect(html).toMatch(/type="checkbox"[^>]* checked=""/)
    expect(html).toContain('Mar 5, 2024')
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('Fruits')
  })

  describe('whose data is missing', () => {
    const unavailable = (html: string) => html.match(/data-database-unavailable/g)?.length ?? 0
    const around = (map: ReturnType<typeof database>['map'], pageId: string) => {
      // text before and after the database: a database without data must not take the page down
      const page = map.block[pageId].value as { content: string[] }
      const before = uid()
      const after = uid()
      for (const [id, text] of [[before, 'Text before'], [after, 'Text after']]) {
        map.block[id] = { role: 'reader', value: { id, type: 'text', alive: true, parent_id: pageId, parent_table: 'block', properties: { title: [[text]] } } } as never
      }
      page.content = [before, ...page.content, after]
    }
    const cases: Array<[string, (m: ReturnType<typeof database>) => void, string | null]> = [
      ['collection', (d) => ((d.map as { collection: object }).collection = {}), null],
      ['view', (d) => ((d.map as { collection_view: object }).collection_view = {}), 'Fruits'],
      ['schema', (d) => delete (Object.values(d.map.collection)[0].value as { schema?: unknown }).schema, 'Fruits'],
      ['query (the view could not be queried)', (d) => {
        ;(d.map as { collection_query: object }).collection_query = {}
        for (const id of d.rows) delete d.map.block[id]
      }, 'Fruits'],
    ]
    for (const [what, breakIt, title] of cases) {
      it(`missing ${what}: the title and one line in the reader's words, the rest of the page as usual`, async () => {
        const d = database('table', {})
        breakIt(d)
        around(d.map, d.pageId)
        const warn = vi.mocked(console.warn)
        warn.mockClear()
        const html = await renderMap(d.map, d.pageId, { pageHeader: false, labels: { databaseUnavailable: 'Cette base ne peut pas être affichée.' } })
        expect(unavailable(html)).toBe(1)
        expect(textOf(html)).toContain('Cette base ne peut pas être affichée.')
        expect(textOf(html)).toContain('Text before')
        expect(textOf(html)).toContain('Text after')
        expect(html).not.toContain('Apple')
        if (title) expect(html).toContain(`notion-collection-header-title">${title}<`)
        // logged once however often the page is drawn
        await renderMap(d.map, d.pageId, { pageHeader: false })
        expect(warn.mock.calls.filter(([m]) => String(m).includes('shown as unavailable'))).toHaveLength(1)
      })
    }

    it('an empty query result is an empty database, not a missing one; without labels the line is English', async () => {
      const d = database('table', {})
      const query = Object.values(d.map.collection_query)[0] as Record<string, { blockIds: string[] }>
      Object.values(query)[0].blockIds = []
      expect(unavailable(await renderMap(d.map, d.pageId, { pageHeader: false }))).toBe(0)
      const gone = database('list', {})
      ;(gone.map as { collection: object }).collection = {}
      expect(textOf(await renderMap(gone.map, gone.pageId, { pageHeader: false }))).toContain('This database cannot be shown here.')
    })

    it("a database block without records takes its title from the block (the official API's child_database)", async () => {
      const html = await renderBlocks([{ type: 'collection_view', title: 'Reading list' }, { type: 'text', title: 'After' }])
      expect(html).toContain('notion-collection-header-title">Reading list<')
      expect(unavailable(html)).toBe(1)
      expect(textOf(html)).toContain('After')
    })
  })

  it('reads rows from collection_group_results too, and renders gallery, list and board views', async () => {
    for (const [type, format] of [
      ['gallery', { gallery_properties: [{ property: 'sel', visible: true }], gallery_cover: { type: 'page_cover' } }],
      ['list', { list_properties: [{ property: 'sel', visible: true }] }],
      ['board', { board_columns: [{ property: 'sel', value: { type: 'select', value: 'fruit' } }, { property: 'sel', value: { type: 'select', value: 'yellow' } }] }],
    ] as const) {
      const { map, pageId } = database(type, format, 'groups')
      const html = await renderMap(map, pageId, { pageHeader: false })
      expect(textOf(html), type).toContain('Apple')
      expect(textOf(html), type).toContain('Banana')
      expect(html, type).toContain(`notion-collection-view-${type}`)
      if (type === 'board') expect(html).toMatch(/notion-board-column-title">fruit<.*Apple.*notion-board-column-title">yellow<.*Banana/)
    }
  })
})
