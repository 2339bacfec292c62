// example: the plain reference theme. It reuses heo's layouts and differs on the article page
// only, where a Notion-style page bar (breadcrumbs and the renderer's workspace search) sits
// above heo's article, so heo itself needs no change.
import heo from '../heo'
import type { ThemeModule } from '../types'
import Slug from './Slug'

export default {
  name: 'example',
  layouts: { ...heo.layouts, Slug },
} satisfies ThemeModule
