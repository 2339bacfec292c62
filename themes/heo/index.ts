// heo: Apple-like rounded cards on a light blue-grey page with an indigo accent.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'heo',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
