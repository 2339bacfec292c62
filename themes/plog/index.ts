// plog: a photo blog, always dark on black. Every list is a full-bleed grid of 16:9 photo
// cards (title bottom-left, category chip top-left) that fade up in turn and open a quick-look
// dialog; menu and site info are slide-overs from a fixed bottom bar.
import type { ThemeModule } from '@/lib/theme-kit/types'
import { Index, PostList } from './layouts/lists'
import NotFound from './layouts/NotFound'
import { Archive, CategoryIndex, TagIndex } from './layouts/pages'
import Search from './layouts/Search'
import Slug from './layouts/Slug'

export default {
  name: 'plog',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
  forcedAppearance: 'dark',
} satisfies ThemeModule
