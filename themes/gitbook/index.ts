// gitbook: a documentation site in three columns — a sticky page tree grouped by category on the
// left (search box on top, footer pinned at its foot), the text in the middle, the article's
// facts, contents and the announcement on the right; on phones a bottom bar with drawers.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'gitbook',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
