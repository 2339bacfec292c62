// SLOT: search input (the /search page). The shared SearchBox (Enter goes to /search/<text>)
// as a bordered field with a blue submit button (.example-search in style.css).
import { searchBoxProps } from '@/lib/search/server/ui-props'
import SearchBox from '@/lib/search-ui/SearchBox'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function SearchInput({ ctx, keyword }: { ctx: ThemeContext; keyword: string }) {
  return (
    <SearchBox
      {...searchBoxProps(ctx, keyword)}
      className="example-search h-11 overflow-hidden rounded border border-ex-line bg-ex-page focus-within:border-ex-accent"
    />
  )
}
