import { notFound } from 'next/navigation'

// Any deeper path that no route knows is a real 404 with the theme's not-found page.
export default function Unknown(): never {
  notFound()
}
