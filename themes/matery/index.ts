// matery: material design after hexo-theme-matery — a solid green app bar over a tall cover
// banner with typed lines, raised image cards in a three-column grid rising over its edge,
// coloured article headers, a floating button group and a teal-green palette with a dark mode.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'matery',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
