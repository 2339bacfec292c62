// fukasawa: after Anders Norén's WordPress theme. A warm grey page with a masonry wall of white
// cards, a fixed white sidebar on the left that folds away, simple previous/next pages.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import { Archive, CategoryIndex, TagIndex } from './layouts/pages'
import Search from './layouts/Search'
import Slug from './layouts/Slug'

export default {
  name: 'fukasawa',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
