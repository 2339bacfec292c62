// landing: a one-page product site — the home is the product page (hero with a video modal,
// feature cards and grid, testimonial, latest posts, newsletter band); every other screen is
// a clean, centred page in the same frame.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import { Archive, CategoryIndex, TagIndex } from './layouts/taxonomy'

export default {
  name: 'landing',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
