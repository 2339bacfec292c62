import Counter from './counter'

// Static (prerendered) like our pages: one heading, one paragraph, one client island.
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>A server-rendered page with one small client island: the framework's floor.</p>
      <Counter />
    </main>
  )
}
