export const metadata = { title: 'Bare Next.js page', description: 'The floor for JS bytes.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
