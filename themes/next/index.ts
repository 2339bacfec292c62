// next: after Hexo NexT (Gemini) — calm and bookish. A thin dark headband, a left column (logo
// plate, vertical menu, site overview or the numbered TOC), white cards with a soft shadow in
// the centre, blue links underlined on hover, a back-to-top button that shows the percent read.
import type { ThemeModule } from '@/lib/theme-kit/types'
import Article from './layouts/Article'
import { Index, PostList } from './layouts/lists'
import Missing from './layouts/Missing'
import Search from './layouts/Search'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'next',
  layouts: { Index, PostList, Search, Archive, Slug: Article, NotFound: Missing, CategoryIndex, TagIndex },
} satisfies ThemeModule
