// example: the plain reference theme — white and grey with one blue, every layout slot drawn
// as simply as possible. Start a new theme by copying this folder. What is where:
//   layouts/   one file per screen (the ThemeLayouts contract in ../types.ts)
//   components/Frame.tsx   the page frame every layout uses; each part it places is a slot
//   components/…           one component per slot (the first line of each file names it)
//   components/sidebar/    the sidebar's widgets
//   config.ts  settings (EXAMPLE_…);  style.css  tokens and shared classes;  icons.tsx
import type { ThemeModule } from '@/lib/theme-kit/types'
import Archive from './layouts/Archive'
import CategoryIndex from './layouts/CategoryIndex'
import Index from './layouts/Index'
import NotFound from './layouts/NotFound'
import PostList from './layouts/PostList'
import Search from './layouts/Search'
import Slug from './layouts/Slug'
import TagIndex from './layouts/TagIndex'

export default {
  name: 'example',
  layouts: { Index, PostList, Search, Archive, Slug, NotFound, CategoryIndex, TagIndex },
} satisfies ThemeModule
