// Theme tokens shared by the themes. Each theme adds its own CSS variables; Tailwind reads the
// content of app/, themes/ and lib/ for class names.
import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/*.{ts,tsx}', './themes/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        heo: { accent: '#4f65f0', bg: '#f7f9fe', 'bg-dark': '#18171d', card: '#ffffff', 'card-dark': '#1d1e22' },
      },
      maxWidth: { heo: '86rem' },
    },
  },
} satisfies Config
