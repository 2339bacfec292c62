// medium: a Medium-like reading layout. A thin left rail, a centre reading column under a sticky
// bar, a right panel with TOC / About tabs, and a bottom menu bar on phones.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'medium',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
