// simple: a newspaper-like blog in black on white (after hexo "Simple"): a centred masthead,
// a ruled menu bar with a red hover line, a wide list of text entries with teal titles and a
// bordered sidebar.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'simple',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
