// The article page: the page bar, then heo's article page unchanged. The bar sits above heo's
// frame rather than inside it so heo's layout needs no slot for it (and heo stays as it is).
import HeoSlug from '../heo/layouts/Slug'
import type { ThemeLayouts } from '../types'
import PageBar from './PageBar'

export default function Slug(props: Parameters<ThemeLayouts['Slug']>[0]) {
  return (
    <>
      <PageBar ctx={props.ctx} post={props.article.post} />
      <HeoSlug {...props} />
    </>
  )
}
