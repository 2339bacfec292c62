// nobelium: minimal and typography first, after the nobelium blog — one narrow column, a sticky
// text nav, a tag row and a text-only post list, almost no colour.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'nobelium',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
